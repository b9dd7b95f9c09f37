import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { isDeepStrictEqual } from 'node:util';
import { DataSource } from 'typeorm';
import { UserType } from '@daycare/shared';
import { AccessService, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { AuditService, auditIdentity, type RequestActor } from '../audit';
import { HubEvents } from '../hub';
import type {
  FamilyChangeDto,
  FamilyChangeListDto,
  FamilyChangeListQueryDto,
  FamilyChangePart,
  FamilyChangesSeenDto,
  FamilyChangeSubjectKind,
  MarkFamilyChangesSeenDto,
} from './dto/family-change.dto';

export const FAMILY_CHANGE_NOT_FOUND = 'This change by a family was not found';
const CHILD_AND_FAMILY = 'Name a child or a family, not both';

/** One change a guardian made, as the service that made it describes it. */
export interface FamilyChangeInput {
  subject: { kind: FamilyChangeSubjectKind; id: number };
  /** The child the change is about; left out for a guardian's or a contact's own details. */
  childId?: number | null;
  part: FamilyChangePart;
  /** Only the fields that changed; nothing is recorded when both sides are empty. */
  changes: { before: Record<string, unknown>; after: Record<string, unknown> };
  /** For a subject already gone (a removed contact): its family and name as they were. */
  gone?: { familyId: number; label: string };
}

// The subject's family and name at the time of the change ($1 the daycare, $2 the subject's id).
const SUBJECT: Record<FamilyChangeSubjectKind, string> = {
  child: `SELECT family_id, first_name || ' ' || last_name AS label FROM child WHERE id = $2 AND daycare_id = $1`,
  guardian: `SELECT u.family_id, u.first_name || ' ' || u.last_name AS label FROM "user" u JOIN family f ON f.id = u.family_id WHERE u.id = $2 AND f.daycare_id = $1`,
  contact: `SELECT family_id, first_name || ' ' || last_name || ' (' || relation || ')' AS label FROM contact WHERE id = $2 AND daycare_id = $1`,
};

const GONE = `SELECT $10::int AS family_id, $11::text AS label`;

/** An item of a list (allergies, medications) that is new or different from every item before. */
function listGrew(before: unknown, after: unknown): boolean {
  const old = Array.isArray(before) ? before : [];
  return Array.isArray(after) && after.some((item) => !old.some((previous) => isDeepStrictEqual(previous, item)));
}

/**
 * What a director should know at once: a new or changed allergy or medication, changed conditions,
 * a person newly allowed to pick a child up. Removals and the rest wait for the list.
 */
export function isImportant(part: FamilyChangePart, { before, after }: FamilyChangeInput['changes']): boolean {
  if (part === 'pickup') return after.mayPickUp === true && before.mayPickUp !== true;
  if (part !== 'medical') return false;
  return listGrew(before.allergies, after.allergies) || listGrew(before.medications, after.medications) || Boolean('conditions' in after && after.conditions);
}

interface ChangeRow extends Omit<FamilyChangeDto, 'at' | 'seenAt'> {
  at: Date;
  seenAt: Date | null;
}

/** What families change themselves, kept for the directors: recorded beside the audit entry, listed, marked seen. */
@Injectable()
export class FamilyChangesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
    private readonly audit: AuditService,
    private readonly hub: HubEvents,
  ) {}

  /**
   * Records changes a guardian made to their own family's records. A director's changes, and a
   * director's while impersonating a guardian, are the daycare's own and not recorded here.
   */
  async record(actor: RequestActor, changes: FamilyChangeInput[]): Promise<void> {
    const { user } = actor;
    if (user.type !== UserType.User || user.impersonatorId !== null || user.daycareId === null) return;
    const now = this.clock.now();
    for (const change of changes) {
      if (!Object.keys(change.changes.before).length && !Object.keys(change.changes.after).length) continue;
      const important = isImportant(change.part, change.changes);
      const [row] = await this.dataSource.query(
        `INSERT INTO family_change (daycare_id, family_id, child_id, guardian_id, subject_kind, subject_id, subject_label, part, changes, important, created_at)
         SELECT $1, s.family_id, $3, $4, $5, $2, s.label, $6, $7, $8, $9 FROM (${change.gone ? GONE : SUBJECT[change.subject.kind]}) s
         RETURNING id, (SELECT first_name || ' ' || last_name FROM child WHERE id = $3) AS "childLabel", (SELECT first_name || ' ' || last_name FROM "user" WHERE id = $4) AS "guardianLabel"`,
        [
          user.daycareId,
          change.subject.id,
          change.childId ?? null,
          user.id,
          change.subject.kind,
          change.part,
          change.changes,
          important,
          now,
          ...(change.gone ? [change.gone.familyId, change.gone.label] : []),
        ],
      );
      if (row && important) {
        await this.hub.familyChange({
          daycareId: user.daycareId,
          changeId: row.id,
          child: change.childId ? { id: change.childId, label: row.childLabel } : null,
          guardian: { id: user.id, label: row.guardianLabel },
          part: change.part,
        });
      }
    }
  }

  /** Newest first; the count of matches and of unseen ones comes in one query, the page in another. */
  async list(user: AuthenticatedUser, query: FamilyChangeListQueryDto): Promise<FamilyChangeListDto> {
    const { daycareId } = await this.access.require(user, Permission.FamilyChoose);
    if (query.childId !== undefined && query.familyId !== undefined) throw new BadRequestException(CHILD_AND_FAMILY);
    if (query.childId !== undefined) await this.access.require(user, Permission.ChildRegister, [query.childId]);
    if (query.familyId !== undefined) await this.access.require(user, Permission.FamilyChoose, [query.familyId]);
    const params: unknown[] = [daycareId];
    const where = ['fc.daycare_id = $1'];
    if (query.childId !== undefined) {
      params.push(query.childId);
      // A child's own changes, and those of its family's guardians and contacts.
      where.push(`(fc.child_id = $2 OR (fc.child_id IS NULL AND fc.family_id = (SELECT family_id FROM child WHERE id = $2)))`);
    }
    if (query.familyId !== undefined) {
      params.push(query.familyId);
      where.push(`fc.family_id = $${params.length}`);
    }
    if (query.unseen === 'true') where.push('fc.seen_at IS NULL');
    const from = `FROM family_change fc WHERE ${where.join(' AND ')}`;
    const [{ total, unseen }] = await this.dataSource.query(`SELECT count(*)::int AS total, (count(*) FILTER (WHERE fc.seen_at IS NULL))::int AS unseen ${from}`, params);
    const pageSize = query.pageSize ?? 20;
    const rows: ChangeRow[] = await this.dataSource.query(
      `SELECT fc.id, fc.family_id AS "familyId",
              CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'label', c.first_name || ' ' || c.last_name) END AS child,
              CASE WHEN g.id IS NULL THEN NULL ELSE json_build_object('id', g.id, 'label', g.first_name || ' ' || g.last_name) END AS guardian,
              json_build_object('kind', fc.subject_kind, 'id', fc.subject_id, 'label', fc.subject_label) AS subject,
              fc.part, fc.changes, fc.important, fc.created_at AS at, fc.seen_at AS "seenAt"
         FROM family_change fc LEFT JOIN child c ON c.id = fc.child_id LEFT JOIN "user" g ON g.id = fc.guardian_id
        WHERE fc.id IN (SELECT fc.id ${from} ORDER BY fc.created_at DESC, fc.id DESC LIMIT ${pageSize} OFFSET ${((query.page ?? 1) - 1) * pageSize})
        ORDER BY fc.created_at DESC, fc.id DESC`,
      params,
    );
    return { items: rows.map((row) => ({ ...row, at: row.at.toISOString(), seenAt: row.seenAt?.toISOString() ?? null })), total, unseen };
  }

  /** Every id must be a change of the caller's daycare, or nothing is marked; marking twice keeps the first time. */
  async markSeen(actor: RequestActor, body: MarkFamilyChangesSeenDto): Promise<FamilyChangesSeenDto> {
    const { daycareId } = await this.access.require(actor.user, Permission.FamilyChoose);
    const ids = [...new Set(body.ids)];
    const now = this.clock.now();
    const marked: number[] = await this.dataSource.transaction(async (manager) => {
      const rows: { id: number; seen: boolean }[] = await manager.query(
        `SELECT id, seen_at IS NOT NULL AS seen FROM family_change WHERE id = ANY($1) AND daycare_id = $2 ORDER BY id FOR UPDATE`,
        [ids, daycareId],
      );
      if (rows.length !== ids.length) throw new NotFoundException(FAMILY_CHANGE_NOT_FOUND);
      const unseen = rows.filter((row) => !row.seen).map((row) => row.id);
      await manager.query(`UPDATE family_change SET seen_at = $2, seen_by_id = $3 WHERE id = ANY($1)`, [unseen, now, actor.user.id]);
      return unseen;
    });
    if (marked.length) {
      await this.audit.record({
        ...auditIdentity(actor),
        action: 'familyChange.seen',
        target: null,
        detail: { before: { ids: marked, seenAt: null }, after: { ids: marked, seenAt: now.toISOString() } },
      });
    }
    const [{ unseen }] = await this.dataSource.query(`SELECT count(*)::int AS unseen FROM family_change WHERE daycare_id = $1 AND seen_at IS NULL`, [daycareId]);
    return { count: marked.length, unseen };
  }
}
