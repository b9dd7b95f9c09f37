import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { DEFAULT_LANGUAGE, type Language, RelationshipKind } from '@daycare/shared';
import { AccessService, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { OneTimeCodeService } from '../accounts';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import { SLOW_DOWN } from '../auth';
import { type MailMessage, MailService, writeMail } from '../mail';
import { StoredFilesService } from '../files';
import { changedFields } from './changed-fields';
import type { FamilyChangePart } from './dto/family-change.dto';
import type {
  CreateGuardianDto,
  GuardianCreatedDto,
  GuardianListDto,
  GuardianListQueryDto,
  GuardianRecordDto,
  UpdateGuardianAccountDto,
  UpdateGuardianAddressDto,
  UpdateGuardianEmploymentDto,
  UpdateGuardianGeneralDto,
  UpdateGuardianNameDto,
  UpdateGuardianPhonesDto,
} from './dto/guardian.dto';
import type { PhoneDto } from './dto/phone.dto';
import { familyActive } from './families.service';
import { FamilyChangesService } from './family-changes.service';
import { GUARDIAN_FROM, GUARDIAN_TYPE, LIST_COLUMNS, recordColumns } from './guardian-queries';
import { personSearch, phoneJson, phoneValues } from './person-queries';

export const EMAIL_TAKEN = 'This e-mail address already has an account';
export const PASSWORD_ALREADY_SET = 'This guardian has already chosen a password; they can use "Forgot password" on the sign-in page';
const TOO_MANY_EMAILS = 'Too many e-mails went to this guardian in the last hour; try again later';
const NOT_EDITABLE = 'Only a director or the guardian themself can change this';
const CUSTODY_DIRECTORS_ONLY = 'Only a director can change the custody notes';
/** An invitation link works this long, as a staff invitation does. */
const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** A failed sign-in is forgotten after a day, as the login throttle does. */
const FORGET_FAILURES_MS = 24 * 60 * 60 * 1000;
/** Registration steps an added guardian has behind them: the account and the daycare. */
const PROGRESS_DAYCARE_JOINED = 2;

/** A value an update sets: how to read it (SQL on alias u) and the columns it writes. */
interface FieldChange {
  read: string;
  write: [column: string, value: unknown][];
}

type Changes = Record<string, FieldChange>;

const column = (name: string, value: unknown): FieldChange => ({ read: `u.${name}`, write: [[name, value]] });

function phoneChange(stem: string, phone: PhoneDto | null | undefined): FieldChange {
  const [number, country] = phoneValues(phone);
  return { read: phoneJson('u', stem), write: [[stem, number], [`${stem}_country`, country]] };
}

const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** The families' guardians: the list, the record as the caller may see it, adding one, its updates and invitations. */
@Injectable()
export class GuardiansService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
    private readonly audit: AuditService,
    private readonly codes: OneTimeCodeService,
    private readonly mail: MailService,
    private readonly familyChanges: FamilyChangesService,
    private readonly files: StoredFilesService,
  ) {}

  /** Three queries whatever the page size: the total, the page and its photos. */
  async list(user: AuthenticatedUser, query: GuardianListQueryDto): Promise<GuardianListDto> {
    const { daycareId } = await this.access.require(user, Permission.GuardianList);
    const params: unknown[] = [daycareId];
    const where = [`f.daycare_id = $1`, `u.type = ${GUARDIAN_TYPE}`];
    params.push(this.clock.now());
    where.push(familyActive('f', `($2::timestamptz AT TIME ZONE (SELECT time_zone FROM daycare WHERE id = $1))::date`));
    const search = query.search?.trim();
    if (search) where.push(personSearch('u', `u.first_name || ' ' || u.last_name || ' ' || u.email`, search, params));
    const from = `${GUARDIAN_FROM} WHERE ${where.join(' AND ')}`;
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total ${from}`, params);
    const pageSize = query.pageSize ?? 20;
    const items = await this.dataSource.query(
      `SELECT ${LIST_COLUMNS} ${from} ORDER BY lower(u.last_name), lower(u.first_name), u.id LIMIT ${pageSize} OFFSET ${((query.page ?? 1) - 1) * pageSize}`,
      params,
    );
    return { items: await this.files.withPhotoUrls('guardian', items), total };
  }

  /** The record as the caller may see it: address, employment and custody notes for directors and the guardian themself, the account for directors. */
  async record(user: AuthenticatedUser, guardianId: number): Promise<GuardianRecordDto> {
    const { daycareId } = await this.access.require(user, Permission.GuardianRead, [guardianId]);
    const fields = await this.access.guardianFields(user, guardianId);
    const [row] = await this.dataSource.query(`SELECT ${recordColumns('$3', '$4', '$5')} ${GUARDIAN_FROM} WHERE u.id = $1 AND f.daycare_id = $2`, [
      guardianId,
      daycareId,
      this.clock.now(),
      SLOW_DOWN.account.from,
      FORGET_FAILURES_MS,
    ]);
    const { emailConfirmed, invitedAt, lastSignInAt, locked, address, employment, custodyNotes, ...visible } = row;
    const [{ photoUrl }] = await this.files.withPhotoUrls('guardian', [{ id: guardianId }]);
    return {
      ...visible,
      photoUrl,
      address: fields.private ? address : null,
      employment: fields.private ? employment : null,
      custodyNotes: fields.private ? custodyNotes : null,
      account: fields.account ? { emailConfirmed, locked, lastSignInAt: isoOrNull(lastSignInAt), invitedAt: isoOrNull(invitedAt) } : null,
      canSeePrivate: fields.private,
      canEdit: fields.edit,
    };
  }

  async create(actor: RequestActor, body: CreateGuardianDto, origin: string): Promise<GuardianCreatedDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.GuardianCreate);
    await this.access.require(actor.user, Permission.FamilyChoose, [body.familyId]);
    const created = await this.dataSource.transaction(async (manager) => {
      const guardianId = await this.insertGuardian(manager, daycareId, body);
      await manager.query(
        `INSERT INTO guardian_relation (user_id, child_id, relation) SELECT $1, c.id, $2 FROM child c WHERE c.family_id = $3 AND c.daycare_id = $4`,
        [guardianId, body.relation, body.familyId, daycareId],
      );
      return { guardianId, invitation: body.sendInvitation ? await this.invitation(manager, guardianId, origin) : null };
    });
    if (created.invitation) await this.mail.send(created.invitation);
    const id = created.guardianId;
    const { sendInvitation, ...detail } = body;
    await this.audit.record({ ...auditIdentity(actor), action: 'guardian.create', target: `guardian:${id}`, detail: { before: {}, after: { ...detail, invited: sendInvitation } } });
    return { id };
  }

  private async insertGuardian(manager: EntityManager, daycareId: number, body: CreateGuardianDto): Promise<number> {
    const [number, country] = phoneValues(body.mobile);
    const [inserted] = await manager.query(
      `INSERT INTO "user" (email, first_name, last_name, type, language, family_id, mobile_phone, mobile_phone_country, register_progress)
       VALUES ($1, $2, $3, ${GUARDIAN_TYPE}, $4, $5, $6, $7, ${PROGRESS_DAYCARE_JOINED}) ON CONFLICT (email) DO NOTHING RETURNING id`,
      [body.email, body.firstName, body.lastName, body.language ?? DEFAULT_LANGUAGE, body.familyId, number, country],
    );
    if (!inserted) throw new BadRequestException(EMAIL_TAKEN);
    await manager.query(`INSERT INTO user_daycare (user_id, daycare_id, relationship) VALUES ($1, $2, $3)`, [inserted.id, daycareId, RelationshipKind.Guardian]);
    return inserted.id;
  }

  /** The e-mail with a link that opens the password page with a one-time code, in the guardian's language; notes when it was sent. */
  private async invitation(manager: EntityManager, guardianId: number, origin: string): Promise<MailMessage> {
    const code = await this.codes.issue(manager, guardianId, 'reset-password', INVITATION_LIFETIME_MS);
    if (!code) throw new BadRequestException(TOO_MANY_EMAILS);
    // An UPDATE answers its rows and their count.
    const [[guardian]] = await manager.query(
      `UPDATE "user" u SET invited_at = $2 FROM family f JOIN daycare d ON d.id = f.daycare_id
        WHERE u.id = $1 AND f.id = u.family_id RETURNING u.email, u.first_name AS "firstName", u.language, d.label AS "daycareLabel"`,
      [guardianId, this.clock.now()],
    );
    const link = `${origin}/account/forgot-password/${encodeURIComponent(guardian.email)}/${code}`;
    return writeMail(guardian.email, guardian.language, 'guardianInvitation', { firstName: guardian.firstName, daycareLabel: guardian.daycareLabel, link });
  }

  async resendInvitation(actor: RequestActor, guardianId: number, origin: string): Promise<GuardianRecordDto> {
    await this.access.require(actor.user, Permission.GuardianAccount, [guardianId]);
    const invitation = await this.dataSource.transaction(async (manager) => {
      const [{ hasPassword }] = await manager.query(`SELECT password_hash IS NOT NULL AS "hasPassword" FROM "user" WHERE id = $1 FOR UPDATE`, [guardianId]);
      if (hasPassword) throw new BadRequestException(PASSWORD_ALREADY_SET);
      return this.invitation(manager, guardianId, origin);
    });
    await this.mail.send(invitation);
    await this.audit.record({ ...auditIdentity(actor), action: 'guardian.resendInvitation', target: `guardian:${guardianId}` });
    return this.record(actor.user, guardianId);
  }

  async updateAccount(actor: RequestActor, body: UpdateGuardianAccountDto): Promise<GuardianRecordDto> {
    await this.access.require(actor.user, Permission.GuardianAccount, [body.guardianId]);
    const [before, after, confirmation] = await this.dataSource.transaction(async (manager) => {
      const [old] = await manager.query(`SELECT email, email_confirmed AS "emailConfirmed" FROM "user" WHERE id = $1 FOR UPDATE`, [body.guardianId]);
      if (old.email === body.email) return [old, old, null];
      const guardian = await this.setEmail(manager, body.guardianId, body.email);
      return [old, { email: guardian.email, emailConfirmed: guardian.emailConfirmed }, await this.confirmation(manager, body.guardianId, guardian)];
    });
    if (confirmation) await this.mail.send(confirmation);
    await this.recordChange(actor, 'guardian.updateAccount', body.guardianId, before, after);
    return this.record(actor.user, body.guardianId);
  }

  /** The new address, unconfirmed; 400 when an account has it already (also one made a moment ago). */
  private async setEmail(manager: EntityManager, guardianId: number, email: string): Promise<{ email: string; emailConfirmed: boolean; firstName: string; language: Language }> {
    try {
      // An UPDATE answers its rows and their count.
      const [[guardian]] = await manager.query(
        `UPDATE "user" SET email = $2, email_confirmed = false WHERE id = $1 RETURNING email, email_confirmed AS "emailConfirmed", first_name AS "firstName", language`,
        [guardianId, email],
      );
      return guardian;
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { constraint?: string }).constraint === 'user_email_unique') throw new BadRequestException(EMAIL_TAKEN);
      throw error;
    }
  }

  /** The e-mail with a code confirming the new address, in the guardian's language. */
  private async confirmation(manager: EntityManager, guardianId: number, guardian: { email: string; firstName: string; language: Language }): Promise<MailMessage> {
    const code = await this.codes.issue(manager, guardianId, 'confirm-email');
    if (!code) throw new BadRequestException(TOO_MANY_EMAILS);
    return writeMail(guardian.email, guardian.language, 'guardianEmailChanged', { firstName: guardian.firstName, code });
  }

  async updateName(actor: RequestActor, body: UpdateGuardianNameDto): Promise<GuardianRecordDto> {
    await this.requireEdit(actor.user, body.guardianId);
    return this.updateColumns(actor, body.guardianId, 'guardian.updateName', 'name', {
      firstName: column('first_name', body.firstName),
      lastName: column('last_name', body.lastName),
    });
  }

  async updateAddress(actor: RequestActor, body: UpdateGuardianAddressDto): Promise<GuardianRecordDto> {
    await this.requireEdit(actor.user, body.guardianId);
    return this.updateColumns(actor, body.guardianId, 'guardian.updateAddress', 'address', {
      line: column('address', body.line ?? null),
      city: column('city', body.city ?? null),
      province: column('province', body.province ?? null),
      postalCode: column('postal_code', body.postalCode ?? null),
    });
  }

  async updateEmployment(actor: RequestActor, body: UpdateGuardianEmploymentDto): Promise<GuardianRecordDto> {
    await this.requireEdit(actor.user, body.guardianId);
    return this.updateColumns(actor, body.guardianId, 'guardian.updateEmployment', 'employment', {
      employer: column('employer', body.employer ?? null),
      workPhone: phoneChange('work_phone', body.workPhone),
      workAddress: column('work_address', body.workAddress ?? null),
    });
  }

  async updatePhones(actor: RequestActor, body: UpdateGuardianPhonesDto): Promise<GuardianRecordDto> {
    await this.requireEdit(actor.user, body.guardianId);
    return this.updateColumns(actor, body.guardianId, 'guardian.updatePhones', 'phones', {
      mobile: phoneChange('mobile_phone', body.mobile),
      home: phoneChange('home_phone', body.home),
      work: phoneChange('work_phone', body.work),
    });
  }

  /** Language, relations, custody notes (directors), invoices and the family's one account holder, in one transaction. */
  async updateGeneral(actor: RequestActor, body: UpdateGuardianGeneralDto): Promise<GuardianRecordDto> {
    const { daycareId } = await this.requireEdit(actor.user, body.guardianId);
    const director = (await this.access.guardianFields(actor.user, body.guardianId)).account;
    const [before, after] = await this.dataSource.transaction(async (manager) => {
      const old = await this.generalOf(manager, body.guardianId);
      // Left out, the notes stay as they are: a guardian's form need not echo them.
      const custodyNotes = body.custodyNotes === undefined ? old.custodyNotes : body.custodyNotes;
      if (!director && custodyNotes !== old.custodyNotes) throw new ForbiddenException(CUSTODY_DIRECTORS_ONLY);
      await this.writeRelations(manager, daycareId, body);
      await manager.query(`UPDATE "user" SET language = $2, custody_notes = $3, receives_invoices = $4 WHERE id = $1`, [body.guardianId, body.language, custodyNotes, body.receivesInvoices]);
      await this.writeAccountHolder(manager, body.guardianId, body.accountHolder);
      return [old, await this.generalOf(manager, body.guardianId)];
    });
    await this.recordChange(actor, 'guardian.updateGeneral', body.guardianId, before, after, 'general');
    return this.record(actor.user, body.guardianId);
  }

  private async generalOf(manager: EntityManager, guardianId: number): Promise<Record<string, unknown>> {
    const [row] = await manager.query(
      `SELECT u.language, u.custody_notes AS "custodyNotes", u.receives_invoices AS "receivesInvoices", f.account_holder_id IS NOT DISTINCT FROM u.id AS "accountHolder",
              coalesce((SELECT json_agg(json_build_object('childId', gr.child_id, 'relation', gr.relation) ORDER BY gr.child_id) FROM guardian_relation gr WHERE gr.user_id = u.id), '[]') AS relations
         ${GUARDIAN_FROM} WHERE u.id = $1 FOR UPDATE OF u, f`,
      [guardianId],
    );
    return row;
  }

  private async writeRelations(manager: EntityManager, daycareId: number, body: UpdateGuardianGeneralDto): Promise<void> {
    const childIds = body.relations.map((relation) => relation.childId);
    const [{ foreign }] = await manager.query(
      `SELECT count(*)::int - (SELECT count(*)::int FROM child c JOIN "user" u ON u.family_id = c.family_id WHERE u.id = $1 AND c.daycare_id = $2 AND c.id = ANY($3)) AS foreign
         FROM unnest($3::int[])`,
      [body.guardianId, daycareId, childIds],
    );
    if (foreign > 0) throw new BadRequestException("relations must name only children of the guardian's family");
    await manager.query(
      `INSERT INTO guardian_relation (user_id, child_id, relation) SELECT $1, * FROM unnest($2::int[], $3::text[])
       ON CONFLICT (user_id, child_id) DO UPDATE SET relation = excluded.relation`,
      [body.guardianId, childIds, body.relations.map((relation) => relation.relation)],
    );
  }

  /** A family has one account holder: naming this guardian takes it from the other; unsetting leaves none. */
  private async writeAccountHolder(manager: EntityManager, guardianId: number, accountHolder: boolean): Promise<void> {
    if (accountHolder) {
      await manager.query(`UPDATE family f SET account_holder_id = u.id FROM "user" u WHERE u.id = $1 AND f.id = u.family_id`, [guardianId]);
    } else {
      await manager.query(`UPDATE family f SET account_holder_id = NULL FROM "user" u WHERE u.id = $1 AND f.id = u.family_id AND f.account_holder_id = u.id`, [guardianId]);
    }
  }

  private async requireEdit(user: AuthenticatedUser, guardianId: number) {
    const scope = await this.access.require(user, Permission.GuardianUpdate, [guardianId]);
    if (!(await this.access.guardianFields(user, guardianId)).edit) throw new ForbiddenException(NOT_EDITABLE);
    return scope;
  }

  /** Sets columns of one guardian in a transaction and records what changed; answers the new record. */
  private async updateColumns(actor: RequestActor, guardianId: number, action: string, part: FamilyChangePart, changes: Changes): Promise<GuardianRecordDto> {
    const keys = Object.keys(changes);
    const select = keys.map((key) => `${changes[key].read} AS "${key}"`).join(', ');
    const writes = keys.flatMap((key) => changes[key].write);
    const [before, after] = await this.dataSource.transaction(async (manager) => {
      const read = async () => (await manager.query(`SELECT ${select} FROM "user" u WHERE u.id = $1 FOR UPDATE`, [guardianId]))[0];
      const old = await read();
      const sets = writes.map(([name], index) => `${name} = $${index + 2}`).join(', ');
      await manager.query(`UPDATE "user" SET ${sets} WHERE id = $1`, [guardianId, ...writes.map(([, value]) => value)]);
      return [old, await read()];
    });
    await this.recordChange(actor, action, guardianId, before, after, part);
    return this.record(actor.user, guardianId);
  }

  /** The audit entry, and for a guardian's own change of a part of the record, the family-change entry the directors read. */
  private async recordChange(actor: RequestActor, action: string, guardianId: number, before: Record<string, unknown>, after: Record<string, unknown>, part: FamilyChangePart | null = null): Promise<void> {
    const detail = changedFields(before, after);
    await this.audit.record({ ...auditIdentity(actor), action, target: `guardian:${guardianId}`, detail });
    if (part) await this.familyChanges.record(actor, [{ subject: { kind: 'guardian', id: guardianId }, part, changes: detail }]);
  }
}
