import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccessService, Permission, ROOM_NOT_FOUND } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { localToday } from '../../common/daycare-day';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import type { LabelledDto } from '../people';
import type { ApplySunProductDto, GrantSunConsentDto, Product, SunApplicationDto, SunChildDto, SunConsentDto, SunRoomDto } from './dto/sun-protection.dto';

const CONSENT_COLUMNS = `s.id, s.child_id AS "childId", s.product, s.product_name AS "productName", s.notes,
  json_build_object('id', u.id, 'label', u.first_name || ' ' || u.last_name) AS "grantedBy", s.granted_at AS "grantedAt"`;
const APPLICATION_COLUMNS = `p.id, p.child_id AS "childId", p.product, p.applied_at AS "appliedAt",
  json_build_object('id', u.id, 'label', u.first_name || ' ' || u.last_name) AS "appliedBy"`;

/** How long after the moment a tablet's clock may be ahead, and how far back an application may be recorded. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const FAMILY_HISTORY_DAYS = 7;
const PRODUCT_WORDS: Record<Product, string> = { sunscreen: 'sunscreen', repellent: 'insect repellent' };

type ConsentRow = SunConsentDto & { childId: number };

/** Sunscreen and insect repellent: the family's permission for each, and each application by the daycare. */
@Injectable()
export class SunProtectionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
    private readonly audit: AuditService,
  ) {}

  /** The room's children with the permissions in force and the day's applications (staff and tablets: their own room). */
  async room(user: AuthenticatedUser, roomId: number, day?: string): Promise<SunRoomDto> {
    const scope = await this.access.require(user, Permission.SunProtectionRoomRead, [roomId]);
    const date = day ?? (await localToday(this.dataSource, scope.daycareId, this.clock.now()));
    const [room] = await this.dataSource.query(`SELECT id, label FROM room WHERE id = $1 AND daycare_id = $2`, [roomId, scope.daycareId]);
    if (!room) throw new NotFoundException(ROOM_NOT_FOUND);
    const children: LabelledDto[] = await this.dataSource.query(
      `SELECT c.id, c.first_name || ' ' || c.last_name AS label FROM child c
        WHERE c.daycare_id = $1 AND (c.withdrawn_on IS NULL OR c.withdrawn_on > $3::date)
          AND (c.home_room_id = $2 OR EXISTS (SELECT 1 FROM attendance a WHERE a.person_kind = 'child' AND a.person_id = c.id AND a.ended_at IS NULL AND a.room_id = $2))
        ORDER BY c.first_name, c.last_name, c.id`,
      [scope.daycareId, roomId, date],
    );
    const applications: SunApplicationDto[] = await this.dataSource.query(
      `SELECT ${APPLICATION_COLUMNS} FROM sun_protection_application p JOIN "user" u ON u.id = p.applied_by JOIN daycare d ON d.id = p.daycare_id
        WHERE p.child_id = ANY($1) AND p.daycare_id = $2 AND (p.applied_at AT TIME ZONE d.time_zone)::date = $3::date ORDER BY p.applied_at DESC, p.id DESC`,
      [children.map((child) => child.id), scope.daycareId, date],
    );
    return { room, day: date, children: await this.withConsents(scope.daycareId, children, applications) };
  }

  /** A guardian's children with the permissions in force and the applications of the last week. */
  async family(user: AuthenticatedUser): Promise<SunChildDto[]> {
    const scope = await this.access.require(user, Permission.SunProtectionFamilyRead);
    const children: LabelledDto[] = await this.dataSource.query(
      `SELECT id, first_name || ' ' || last_name AS label FROM child WHERE family_id = $1 AND daycare_id = $2 AND withdrawn_on IS NULL ORDER BY first_name, id`,
      [scope.kind === 'guardian' ? (scope.familyId ?? 0) : 0, scope.daycareId],
    );
    const since = new Date(this.clock.now().getTime() - FAMILY_HISTORY_DAYS * 24 * 60 * 60 * 1000);
    const applications: SunApplicationDto[] = await this.dataSource.query(
      `SELECT ${APPLICATION_COLUMNS} FROM sun_protection_application p JOIN "user" u ON u.id = p.applied_by
        WHERE p.child_id = ANY($1) AND p.daycare_id = $2 AND p.applied_at >= $3 ORDER BY p.applied_at DESC, p.id DESC`,
      [children.map((child) => child.id), scope.daycareId, since],
    );
    return this.withConsents(scope.daycareId, children, applications);
  }

  /** A guardian or a director gives permission for a product; it replaces the one in force. */
  async grant(actor: RequestActor, body: GrantSunConsentDto): Promise<SunConsentDto> {
    const scope = await this.access.require(actor.user, Permission.SunProtectionConsent, [body.childId]);
    const now = this.clock.now();
    const id = await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE sun_protection_consent SET withdrawn_at = $4, withdrawn_by = $5 WHERE child_id = $1 AND daycare_id = $2 AND product = $3 AND withdrawn_at IS NULL`,
        [body.childId, scope.daycareId, body.product, now, scope.userId],
      );
      const [row] = await manager.query(
        `INSERT INTO sun_protection_consent (daycare_id, child_id, product, product_name, notes, granted_by, granted_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [scope.daycareId, body.childId, body.product, body.productName ?? null, body.notes ?? null, scope.userId, now],
      );
      return row.id as number;
    });
    await this.record(actor, 'sun-consent.grant', `sun-consent:${id}`, { childId: body.childId, product: body.product, productName: body.productName ?? null });
    return (await this.consents(scope.daycareId, [body.childId])).find((consent) => consent.id === id)!;
  }

  /** The permission ends; applications already given stay on record. */
  async withdraw(actor: RequestActor, consentId: number): Promise<void> {
    const scope = await this.access.require(actor.user, Permission.SunProtectionWithdraw, [consentId]);
    const [withdrawn] = await this.dataSource.query(
      `UPDATE sun_protection_consent SET withdrawn_at = $3, withdrawn_by = $4 WHERE id = $1 AND daycare_id = $2 AND withdrawn_at IS NULL RETURNING id`,
      [consentId, scope.daycareId, this.clock.now(), scope.userId],
    );
    if (!withdrawn.length) throw new BadRequestException('This permission was already withdrawn');
    await this.record(actor, 'sun-consent.withdraw', `sun-consent:${consentId}`, {});
  }

  /** One application for each child, all or none; every child needs the family's permission for the product. */
  async apply(actor: RequestActor, body: ApplySunProductDto): Promise<SunApplicationDto[]> {
    const scope = await this.access.require(actor.user, Permission.SunProtectionApply, body.childIds);
    const now = this.clock.now();
    const at = body.at ? new Date(body.at) : now;
    if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) throw new BadRequestException('at must not be in the future');
    const consents = await this.consents(scope.daycareId, body.childIds);
    const missing: { label: string }[] = await this.dataSource.query(
      `SELECT first_name AS label FROM child WHERE id = ANY($1) AND NOT id = ANY($2) ORDER BY first_name`,
      [body.childIds, consents.filter((consent) => consent.product === body.product).map((consent) => consent.childId)],
    );
    if (missing.length) throw new BadRequestException(`No ${PRODUCT_WORDS[body.product]} permission from the family for ${missing.map((child) => child.label).join(', ')}`);
    const ids = await this.dataSource.transaction(async (manager) => {
      const created: number[] = [];
      for (const consent of consents.filter((one) => one.product === body.product)) {
        const [row] = await manager.query(
          `INSERT INTO sun_protection_application (daycare_id, child_id, consent_id, product, applied_at, applied_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [scope.daycareId, consent.childId, consent.id, body.product, at, scope.userId],
        );
        created.push(row.id);
      }
      return created;
    });
    await this.record(actor, 'sun-protection.apply', `children:${body.childIds.join(',')}`, { product: body.product, at: at.toISOString(), applicationIds: ids });
    return this.dataSource.query(`SELECT ${APPLICATION_COLUMNS} FROM sun_protection_application p JOIN "user" u ON u.id = p.applied_by WHERE p.id = ANY($1) ORDER BY p.id`, [ids]);
  }

  /** An application recorded in error. */
  async removeApplication(actor: RequestActor, applicationId: number): Promise<void> {
    const scope = await this.access.require(actor.user, Permission.SunApplicationDelete, [applicationId]);
    await this.dataSource.query(`DELETE FROM sun_protection_application WHERE id = $1 AND daycare_id = $2`, [applicationId, scope.daycareId]);
    await this.record(actor, 'sun-protection.delete', `sun-application:${applicationId}`, {});
  }

  private consents(daycareId: number, childIds: readonly number[]): Promise<ConsentRow[]> {
    return this.dataSource.query(
      `SELECT ${CONSENT_COLUMNS} FROM sun_protection_consent s JOIN "user" u ON u.id = s.granted_by
        WHERE s.child_id = ANY($1) AND s.daycare_id = $2 AND s.withdrawn_at IS NULL ORDER BY s.id`,
      [childIds, daycareId],
    );
  }

  private async withConsents(daycareId: number, children: LabelledDto[], applications: SunApplicationDto[]): Promise<SunChildDto[]> {
    const consents = await this.consents(daycareId, children.map((child) => child.id));
    const inForce = (childId: number, product: Product) => {
      const found = consents.find((consent) => consent.childId === childId && consent.product === product);
      return found ? { id: found.id, product, productName: found.productName, notes: found.notes, grantedBy: found.grantedBy, grantedAt: found.grantedAt } : null;
    };
    return children.map((child) => ({
      child,
      sunscreen: inForce(child.id, 'sunscreen'),
      repellent: inForce(child.id, 'repellent'),
      applications: applications.filter((application) => application.childId === child.id),
    }));
  }

  private record(actor: RequestActor, action: string, target: string, detail: Record<string, unknown>): Promise<void> {
    return this.audit.record({ ...auditIdentity(actor), action, target, detail });
  }
}
