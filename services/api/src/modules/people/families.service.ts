import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessService, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { assertRealDay, localToday } from '../../common/daycare-day';
import { familySurnamesSql } from '../../common/family-surnames';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import { containsPattern, GUARDIAN_TYPE } from './child-queries';
import type { FamilyChoiceDto, FamilyDetailDto, WithdrawFamilyDto } from './dto/family.dto';

const SURNAMES = familySurnamesSql('f');

/** A family's surnames, children and guardians ($1 family, $2 daycare). */
const DETAIL_SQL = `
  SELECT f.id, f.daycare_id AS "daycareId", to_char(f.archived_on, 'YYYY-MM-DD') AS "archivedOn",
         ${SURNAMES} AS surnames,
         coalesce((SELECT json_agg(json_build_object('id', c.id, 'label', c.first_name || ' ' || c.last_name, 'withdrawnOn', to_char(c.withdrawn_on, 'YYYY-MM-DD'),
                                   'signedIn', EXISTS (SELECT 1 FROM attendance a WHERE a.child_id = c.id AND a.ended_at IS NULL)) ORDER BY c.birth_date, c.id)
                     FROM child c WHERE c.family_id = f.id AND c.daycare_id = f.daycare_id), '[]') AS children,
         coalesce((SELECT array_agg(u.first_name || ' ' || u.last_name ORDER BY u.first_name, u.id) FROM "user" u WHERE u.family_id = f.id AND u.type = ${GUARDIAN_TYPE}), '{}') AS guardians
    FROM family f WHERE f.id = $1 AND f.daycare_id = $2`;

/** A family withdrawn on or before `$today` is left out of choices and lists. */
export const familyActive = (alias: string, today: string) => `(${alias}.archived_on IS NULL OR ${alias}.archived_on > ${today})`;

/** At most this many families answer one search. */
const MAX_CHOICES = 20;

/** Families as choices when a director adds a child to an existing family; a family's withdrawal and return. */
@Injectable()
export class FamiliesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly audit: AuditService,
    private readonly clock: ClockService,
  ) {}

  /** The daycare's families whose guardians' or children's names hold the search, named after their children's last names. */
  async choices(user: AuthenticatedUser, search: string | undefined): Promise<FamilyChoiceDto[]> {
    const { daycareId } = await this.access.require(user, Permission.FamilyChoose);
    const pattern = containsPattern(search?.trim() ?? '');
    const today = await localToday(this.dataSource, daycareId, this.clock.now());
    return this.dataSource.query(
      `WITH members AS (
         SELECT f.id,
                coalesce((SELECT array_agg(u.first_name || ' ' || u.last_name ORDER BY u.first_name, u.last_name, u.id)
                            FROM "user" u WHERE u.family_id = f.id AND u.type = ${GUARDIAN_TYPE}), '{}') AS guardians,
                coalesce((SELECT array_agg(c.first_name || ' ' || c.last_name ORDER BY c.birth_date, c.id)
                            FROM child c WHERE c.family_id = f.id AND c.daycare_id = f.daycare_id), '{}') AS children,
                ${SURNAMES} AS surnames
           FROM family f WHERE f.daycare_id = $1 AND ${familyActive('f', '$3::date')})
       SELECT id, surnames, guardians, children
         FROM members
        WHERE search_fold(array_to_string(guardians || children, ' ')) LIKE search_fold($2)
        ORDER BY lower(surnames[1]) NULLS LAST, lower(array_to_string(surnames, ' ')), id
        LIMIT ${MAX_CHOICES}`,
      [daycareId, pattern, today],
    );
  }

  /** The family with its children (withdrawn or not, signed in or not) and guardians. */
  async detail(user: AuthenticatedUser, familyId: number): Promise<FamilyDetailDto> {
    const { daycareId } = await this.access.require(user, Permission.FamilyRead, [familyId]);
    return this.read(this.dataSource.manager, familyId, daycareId);
  }

  /**
   * Withdraws the family from a day: each child not withdrawn earlier is withdrawn that day, and the
   * family leaves the choices and the guardians list from then on.
   */
  async withdraw(actor: RequestActor, body: WithdrawFamilyDto): Promise<FamilyDetailDto> {
    assertRealDay(body.withdrawnOn, 'withdrawnOn');
    const { daycareId } = await this.access.require(actor.user, Permission.FamilyWithdraw, [body.familyId]);
    const [before, after] = await this.dataSource.transaction(async (manager) => {
      const found = await this.read(manager, body.familyId, daycareId, true);
      if (found.archivedOn) throw new BadRequestException(`This family was withdrawn on ${found.archivedOn}; restore it first to choose another day`);
      await this.refuseEarlyWithdrawal(manager, body);
      await manager.query(`UPDATE child SET withdrawn_on = $2 WHERE family_id = $1 AND (withdrawn_on IS NULL OR withdrawn_on > $2)`, [body.familyId, body.withdrawnOn]);
      await manager.query(`UPDATE family SET archived_on = $2 WHERE id = $1`, [body.familyId, body.withdrawnOn]);
      return [found, await this.read(manager, body.familyId, daycareId)];
    });
    await this.recordChange(actor, 'family.withdraw', before, after);
    return after;
  }

  /** Undoes a withdrawal: the family is active again and the children withdrawn with it are enrolled again. */
  async restore(actor: RequestActor, familyId: number): Promise<FamilyDetailDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.FamilyWithdraw, [familyId]);
    const [before, after] = await this.dataSource.transaction(async (manager) => {
      const found = await this.read(manager, familyId, daycareId, true);
      if (!found.archivedOn) throw new BadRequestException('This family is not withdrawn; there is nothing to restore');
      await manager.query(`UPDATE child SET withdrawn_on = NULL WHERE family_id = $1 AND withdrawn_on = $2`, [familyId, found.archivedOn]);
      await manager.query(`UPDATE family SET archived_on = NULL WHERE id = $1`, [familyId]);
      return [found, await this.read(manager, familyId, daycareId)];
    });
    await this.recordChange(actor, 'family.restore', before, after);
    return after;
  }

  private async refuseEarlyWithdrawal(manager: EntityManager, body: WithdrawFamilyDto): Promise<void> {
    const [early] = await manager.query(`SELECT first_name || ' ' || last_name AS label FROM child WHERE family_id = $1 AND start_date > $2 ORDER BY start_date DESC LIMIT 1`, [
      body.familyId,
      body.withdrawnOn,
    ]);
    if (early) throw new BadRequestException(`${early.label} starts after ${body.withdrawnOn}; withdraw the family on or after that start date`);
  }

  private async read(manager: EntityManager, familyId: number, daycareId: number, lock = false): Promise<FamilyDetailDto> {
    if (lock) await manager.query(`SELECT 1 FROM family WHERE id = $1 FOR UPDATE`, [familyId]);
    return (await manager.query(DETAIL_SQL, [familyId, daycareId]))[0];
  }

  private recordChange(actor: RequestActor, action: string, before: FamilyDetailDto, after: FamilyDetailDto): Promise<void> {
    const state = (family: FamilyDetailDto) => ({ archivedOn: family.archivedOn, children: family.children.map(({ id, withdrawnOn }) => ({ id, withdrawnOn })) });
    return this.audit.record({ ...auditIdentity(actor), action, target: `family:${before.id}`, detail: { before: state(before), after: state(after) } });
  }
}
