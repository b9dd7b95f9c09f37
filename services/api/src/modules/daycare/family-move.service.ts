import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { RelationshipKind } from '@daycare/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessService, FAMILY_NOT_FOUND, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import { DaycareService } from './daycare.service';
import type { ChangeFamilyDaycareDto, FamilyMovedDto } from './dto/family-move.dto';
import type { DaycareSummaryDto } from './dto/daycare.dto';

/** Guardians are users of type User (1). */
const GUARDIAN_TYPE = 1;

/** The family's children ($1). */
const FAMILY_CHILDREN = `SELECT id FROM child WHERE family_id = $1`;

interface Move {
  familyId: number;
  from: number;
  to: DaycareSummaryDto;
}

/**
 * A family's move to another daycare, in one transaction: the family row moves and its children,
 * contacts and their records follow through the ON UPDATE CASCADE keys; tags (per daycare), home
 * rooms and on-my-way notices are dropped; photos and the guardians' memberships and sessions move.
 * Attendance and audit rows stay in the daycare where they happened.
 */
@Injectable()
export class FamilyMoveService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly daycares: DaycareService,
    private readonly audit: AuditService,
  ) {}

  /** A director moves a family of the current daycare to another of their daycares. */
  async changeDaycare(actor: RequestActor, body: ChangeFamilyDaycareDto): Promise<FamilyMovedDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.FamilyMove, [body.familyId]);
    return this.move(actor, { familyId: body.familyId, from: daycareId, to: await this.target(actor.user, daycareId, body.daycareId) });
  }

  /** A guardian moves their own family to another daycare they have been given access to. */
  async moveOwnFamily(actor: RequestActor, daycareId: number): Promise<FamilyMovedDto> {
    const scope = await this.access.require(actor.user, Permission.FamilyMoveOwn);
    if (scope.kind !== 'guardian' || !scope.familyId) throw new NotFoundException(FAMILY_NOT_FOUND);
    return this.move(actor, { familyId: scope.familyId, from: scope.daycareId, to: await this.target(actor.user, scope.daycareId, daycareId) });
  }

  private async target(user: AuthenticatedUser, from: number, daycareId: number): Promise<DaycareSummaryDto> {
    const to = await this.daycares.findSwitchable(user, daycareId);
    if (to.id === from) throw new BadRequestException(`The family is already at ${to.label}; choose another daycare`);
    return to;
  }

  private async move(actor: RequestActor, move: Move): Promise<FamilyMovedDto> {
    const children = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT 1 FROM family WHERE id = $1 FOR UPDATE`, [move.familyId]);
      await this.refuseSignedIn(manager, move.familyId);
      const labels: { label: string }[] = await manager.query(`SELECT first_name || ' ' || last_name AS label FROM child WHERE family_id = $1 ORDER BY birth_date, id`, [move.familyId]);
      await this.dropDaycareBound(manager, move.familyId);
      await manager.query(`UPDATE family SET daycare_id = $2 WHERE id = $1`, [move.familyId, move.to.id]);
      // The family's photos go with it: its children's, its contacts' and its guardians'.
      await manager.query(
        `UPDATE stored_file SET daycare_id = $2
          WHERE (owner_kind = 'child' AND owner_id IN (${FAMILY_CHILDREN}))
             OR (owner_kind = 'contact' AND owner_id IN (SELECT id FROM contact WHERE family_id = $1))
             OR (owner_kind = 'guardian' AND owner_id IN (SELECT id FROM "user" WHERE family_id = $1 AND type = 1))`,
        [move.familyId, move.to.id],
      );
      await this.moveGuardians(manager, move);
      return labels.map(({ label }) => label);
    });
    await this.recordMove(actor, move, children);
    return { familyId: move.familyId, daycareId: move.to.id, daycareLabel: move.to.label, children };
  }

  private async refuseSignedIn(manager: EntityManager, familyId: number): Promise<void> {
    const [signedIn] = await manager.query(
      `SELECT c.first_name || ' ' || c.last_name AS label FROM child c JOIN attendance a ON a.child_id = c.id AND a.ended_at IS NULL WHERE c.family_id = $1 ORDER BY c.id LIMIT 1`,
      [familyId],
    );
    if (signedIn) throw new BadRequestException(`Sign ${signedIn.label} out first`);
  }

  /** What belongs to the old daycare alone: its tags, its rooms and the notices sent to them. */
  private async dropDaycareBound(manager: EntityManager, familyId: number): Promise<void> {
    await manager.query(`DELETE FROM child_tag WHERE child_id IN (${FAMILY_CHILDREN})`, [familyId]);
    await manager.query(`DELETE FROM on_my_way WHERE child_id IN (${FAMILY_CHILDREN})`, [familyId]);
    await manager.query(`UPDATE child SET home_room_id = NULL WHERE family_id = $1`, [familyId]);
  }

  /** The guardians become members of the new daycare, leave the old one, and their sessions follow. */
  private async moveGuardians(manager: EntityManager, { familyId, from, to }: Move): Promise<void> {
    const guardians = `SELECT id FROM "user" WHERE family_id = $1 AND type = ${GUARDIAN_TYPE}`;
    await manager.query(
      `INSERT INTO user_daycare (user_id, daycare_id, relationship) SELECT id, $2, ${RelationshipKind.Guardian} FROM (${guardians}) g ON CONFLICT (user_id, daycare_id) DO NOTHING`,
      [familyId, to.id],
    );
    await manager.query(`DELETE FROM user_daycare WHERE daycare_id = $2 AND user_id IN (${guardians})`, [familyId, from]);
    await manager.query(`UPDATE session SET daycare_id = $2 WHERE daycare_id = $3 AND user_id IN (${guardians})`, [familyId, to.id, from]);
  }

  /** Both daycares' logs say it: the old one that the family left, the new one that it arrived. */
  private async recordMove(actor: RequestActor, move: Move, children: string[]): Promise<void> {
    const detail = { before: { daycareId: move.from }, after: { daycareId: move.to.id }, children };
    const identity = auditIdentity(actor);
    await this.audit.record({ ...identity, daycareId: move.from, action: 'family.changeDaycare', target: `family:${move.familyId}`, detail });
    await this.audit.record({ ...identity, daycareId: move.to.id, action: 'family.changeDaycare', target: `family:${move.familyId}`, detail });
  }
}
