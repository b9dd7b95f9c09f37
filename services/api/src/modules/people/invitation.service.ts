import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { hasRole, type Language, passwordProblems, RelationshipKind, type RoleCode, UserType } from '@daycare/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessService, Permission } from '../../common/access';
import { ClockService } from '../../common/clock/clock.service';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import { LoginThrottleService, PasswordHasher } from '../auth';
import { MailService, writeMail } from '../mail';
import type { AcceptInvitationDto, CreateInvitationDto, InvitationDto, InvitationPreviewDto } from './dto/invitation.dto';

/** An invitation link works for seven days. */
const VALID_MS = 7 * 24 * 60 * 60_000;
/** At most this many invitations are listed, newest first. */
const LIST_LIMIT = 200;

export const INVITATION_MESSAGES = {
  emailTaken: 'This e-mail address already has an account',
  alreadyInvited: 'This e-mail address already has a pending invitation: resend it from the list instead',
  linkInvalid: 'This invitation link is no longer valid: ask the daycare to send you a new one',
  accepted: 'This invitation was already accepted',
  revoked: 'This invitation was revoked: send a new one instead',
  roleNotHeld: 'You cannot give a role you do not hold',
} as const;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Links that lead nowhere slow their address down as failed sign-ins do, and count against its
 * sign-in budget too. A link has no account behind it, so both of its own counters are the address's.
 */
const linkThrottleKeys = (ip: string) => ({ pair: `invitation|${ip}`, account: `invitation:${ip}`, address: `address:${ip}` });

/** The state on `$1` (now): accepted and revoked are for good, an open one expires. */
const STATE_SQL = `CASE WHEN i.accepted_at IS NOT NULL THEN 'accepted' WHEN i.revoked_at IS NOT NULL THEN 'revoked' WHEN i.expires_at <= $1 THEN 'expired' ELSE 'pending' END`;

const INVITATION_COLUMNS = `
  i.id, i.email, i.first_name || ' ' || i.last_name AS label,
  CASE WHEN r.id IS NULL THEN NULL ELSE json_build_object('id', r.id, 'label', r.label) END AS room,
  to_json(i.roles) AS roles, i.invited_at AS "invitedAt", i.expires_at AS "expiresAt", ${STATE_SQL} AS state`;

interface OpenInvitation {
  id: number;
  daycareId: number;
  email: string;
  firstName: string;
  lastName: string;
  roomId: number | null;
  roles: RoleCode[];
  language: Language;
  daycare: string;
}

/**
 * Directors invite staff by e-mail with a one-time link (a random token kept only as a hash, valid
 * seven days); the invited person sets their own password and joins the daycare as staff.
 */
@Injectable()
export class InvitationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly passwords: PasswordHasher,
    private readonly throttle: LoginThrottleService,
  ) {}

  /** `origin` is where the invited person opens the link: the address the director uses. */
  async create(actor: RequestActor, body: CreateInvitationDto, origin: string): Promise<InvitationDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.InvitationCreate);
    if (body.roomId !== undefined) await this.access.require(actor.user, Permission.RoomRead, [body.roomId]);
    const roles = body.roles ?? [];
    if (actor.user.type !== UserType.Super && !roles.every((code) => hasRole(actor.user.roles, code))) throw new BadRequestException(INVITATION_MESSAGES.roleNotHeld);
    await this.assertNoAccount(this.dataSource.manager, body.email);
    const now = this.clock.now();
    const token = randomBytes(32).toString('base64url');
    const id = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`invitation:${daycareId}:${body.email}`]);
      const [open] = await manager.query(`SELECT 1 FROM staff_invitation WHERE daycare_id = $1 AND email = $2 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > $3`, [
        daycareId,
        body.email,
        now,
      ]);
      if (open) throw new BadRequestException(INVITATION_MESSAGES.alreadyInvited);
      const [row] = await manager.query(
        `INSERT INTO staff_invitation (daycare_id, email, first_name, last_name, room_id, roles, language, token_hash, invited_by, invited_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [daycareId, body.email, body.firstName, body.lastName, body.roomId ?? null, roles, body.language ?? (await this.languageOf(manager, actor.user.id)), hashOf(token), actor.user.id, now, new Date(now.getTime() + VALID_MS)],
      );
      return row.id as number;
    });
    await this.sendLink(actor, id, token, origin);
    await this.audit.record({ ...auditIdentity(actor), action: 'invitation.create', target: `invitation:${id}`, detail: { before: {}, after: { ...body, roles } } });
    return this.one(daycareId, id);
  }

  async list(actor: RequestActor): Promise<InvitationDto[]> {
    const { daycareId } = await this.access.require(actor.user, Permission.InvitationCreate);
    return this.dataSource.query(
      `SELECT ${INVITATION_COLUMNS} FROM staff_invitation i LEFT JOIN room r ON r.id = i.room_id WHERE i.daycare_id = $2 ORDER BY i.invited_at DESC, i.id DESC LIMIT ${LIST_LIMIT}`,
      [this.clock.now(), daycareId],
    );
  }

  /** A new link valid seven days from now; the old one stops working. */
  async resend(actor: RequestActor, id: number, origin: string): Promise<InvitationDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.InvitationManage, [id]);
    const now = this.clock.now();
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.transaction(async (manager) => {
      const invitation = await this.lockStillOpen(manager, daycareId, id);
      await this.assertNoAccount(manager, invitation.email);
      await manager.query(`UPDATE staff_invitation SET token_hash = $2, expires_at = $3 WHERE id = $1`, [id, hashOf(token), new Date(now.getTime() + VALID_MS)]);
    });
    await this.sendLink(actor, id, token, origin);
    await this.audit.record({ ...auditIdentity(actor), action: 'invitation.resend', target: `invitation:${id}` });
    return this.one(daycareId, id);
  }

  async revoke(actor: RequestActor, id: number): Promise<InvitationDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.InvitationManage, [id]);
    const revoked = await this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query(`SELECT accepted_at AS "acceptedAt", revoked_at AS "revokedAt" FROM staff_invitation WHERE id = $1 FOR UPDATE`, [id]);
      if (row.acceptedAt) throw new BadRequestException(INVITATION_MESSAGES.accepted);
      if (row.revokedAt) return false;
      await manager.query(`UPDATE staff_invitation SET revoked_at = $2 WHERE id = $1`, [id, this.clock.now()]);
      return true;
    });
    if (revoked) await this.audit.record({ ...auditIdentity(actor), action: 'invitation.revoke', target: `invitation:${id}`, detail: { before: { state: 'pending' }, after: { state: 'revoked' } } });
    return this.one(daycareId, id);
  }

  /** What the public page shows before the password is chosen; 404 for a link that no longer works. */
  async preview(token: string, ip: string): Promise<InvitationPreviewDto> {
    const invitation = await this.openOrThrottled(token, ip);
    return { email: invitation.email, label: `${invitation.firstName} ${invitation.lastName}`, daycare: invitation.daycare };
  }

  /** Creates the staff member's account (confirmed address, home room, roles) and uses up the link. */
  async accept({ token, password }: AcceptInvitationDto, ip: string): Promise<void> {
    const preview = await this.openOrThrottled(token, ip);
    const problems = passwordProblems(password, preview.email);
    if (problems.length) throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: problems });
    const passwordHash = await this.passwords.hash(password);
    const { invitation, userId } = await this.dataSource.transaction(async (manager) => {
      const open = await this.lockOpen(manager, token);
      await this.assertNoAccount(manager, open.email);
      return { invitation: open, userId: await this.createStaff(manager, open, passwordHash) };
    });
    await this.audit.record({ daycareId: invitation.daycareId, actorId: userId, impersonatorId: null, action: 'invitation.accept', target: `invitation:${invitation.id}`, ip });
  }

  private async createStaff(manager: EntityManager, invitation: OpenInvitation, passwordHash: string): Promise<number> {
    const [{ id }] = await manager.query(
      `INSERT INTO "user" (email, first_name, last_name, type, email_confirmed, password_hash, language, profile_complete, registration_complete)
       VALUES ($1, $2, $3, $4, true, $5, $6, true, true) RETURNING id`,
      [invitation.email, invitation.firstName, invitation.lastName, UserType.Staff, passwordHash, invitation.language],
    );
    await manager.query(`INSERT INTO user_daycare (user_id, daycare_id, relationship, room_id) VALUES ($1, $2, $3, $4)`, [id, invitation.daycareId, RelationshipKind.Staff, invitation.roomId]);
    await manager.query(`INSERT INTO user_role (user_id, daycare_id, code) SELECT $1, $2, unnest($3::text[])`, [id, invitation.daycareId, invitation.roles]);
    await manager.query(`UPDATE staff_invitation SET accepted_at = $2, accepted_user_id = $3 WHERE id = $1`, [invitation.id, this.clock.now(), id]);
    return id;
  }

  /** The pending invitation of this link, or 404 counted against the address (429 while it waits). */
  private async openOrThrottled(token: string, ip: string): Promise<OpenInvitation> {
    const keys = linkThrottleKeys(ip);
    const invitation = await this.dataSource.transaction(async (manager) => {
      await this.throttle.lock(manager, keys);
      await this.throttle.assertMayTry(manager, keys);
      const found = await this.findOpen(manager, token);
      if (!found) await this.throttle.recordFailure(manager, keys);
      return found;
    });
    if (!invitation) throw new NotFoundException(INVITATION_MESSAGES.linkInvalid);
    return invitation;
  }

  /** The pending invitation of this link, locked until the transaction ends, or 404. */
  private async lockOpen(manager: EntityManager, token: string): Promise<OpenInvitation> {
    const invitation = await this.findOpen(manager, token, true);
    if (!invitation) throw new NotFoundException(INVITATION_MESSAGES.linkInvalid);
    return invitation;
  }

  private async findOpen(manager: EntityManager, token: string, lock = false): Promise<OpenInvitation | undefined> {
    const [invitation] = await manager.query(
      `SELECT i.id, i.daycare_id AS "daycareId", i.email, i.first_name AS "firstName", i.last_name AS "lastName", i.room_id AS "roomId",
              i.roles, i.language, d.label AS daycare
         FROM staff_invitation i JOIN daycare d ON d.id = i.daycare_id
        WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > $2
        ${lock ? 'FOR UPDATE OF i' : ''}`,
      [hashOf(token), this.clock.now()],
    );
    return invitation;
  }

  private async lockStillOpen(manager: EntityManager, daycareId: number, id: number): Promise<{ email: string }> {
    const [row] = await manager.query(
      `SELECT email, accepted_at AS "acceptedAt", revoked_at AS "revokedAt" FROM staff_invitation WHERE id = $1 AND daycare_id = $2 FOR UPDATE`,
      [id, daycareId],
    );
    if (row.acceptedAt) throw new BadRequestException(INVITATION_MESSAGES.accepted);
    if (row.revokedAt) throw new BadRequestException(INVITATION_MESSAGES.revoked);
    return row;
  }

  private async assertNoAccount(manager: EntityManager, email: string): Promise<void> {
    const [taken] = await manager.query(`SELECT 1 FROM "user" WHERE email = $1`, [email]);
    if (taken) throw new BadRequestException(INVITATION_MESSAGES.emailTaken);
  }

  private async languageOf(manager: EntityManager, userId: number): Promise<Language> {
    const [row] = await manager.query(`SELECT language FROM "user" WHERE id = $1`, [userId]);
    return row.language;
  }

  private async sendLink(actor: RequestActor, id: number, token: string, origin: string): Promise<void> {
    const [row] = await this.dataSource.query(
      `SELECT i.email, i.first_name AS "firstName", i.language, d.label AS "daycareLabel", u.first_name || ' ' || u.last_name AS "inviterName"
         FROM staff_invitation i JOIN daycare d ON d.id = i.daycare_id JOIN "user" u ON u.id = $2 WHERE i.id = $1`,
      [id, actor.user.id],
    );
    const link = `${origin}/sign-up/${token}`;
    await this.mail.send(writeMail(row.email, row.language, 'staffInvitation', { firstName: row.firstName, daycareLabel: row.daycareLabel, inviterName: row.inviterName, link }));
  }

  private async one(daycareId: number, id: number): Promise<InvitationDto> {
    const [row] = await this.dataSource.query(`SELECT ${INVITATION_COLUMNS} FROM staff_invitation i LEFT JOIN room r ON r.id = i.room_id WHERE i.daycare_id = $2 AND i.id = $3`, [
      this.clock.now(),
      daycareId,
      id,
    ]);
    return row;
  }
}
