import { Injectable } from '@nestjs/common';
import { RecordsArchiveContributor } from '../family-archive';

/**
 * What the family's guardians changed themselves: who, when, whose record, what before and after,
 * and whether a director has seen it yet. The director who saw it stays with the daycare.
 */
@Injectable()
export class FamilyChangesArchiveContributor extends RecordsArchiveContributor {
  readonly name = 'family_changes';

  protected readonly queries = {
    family_changes: `SELECT fc.id, fc.created_at AS "at", g.first_name || ' ' || g.last_name AS guardian, fc.child_id AS "childId", c.first_name || ' ' || c.last_name AS child,
                            fc.subject_kind AS "subjectKind", fc.subject_id AS "subjectId", fc.subject_label AS subject, fc.part,
                            fc.changes -> 'before' AS before, fc.changes -> 'after' AS after, fc.important, fc.seen_at IS NOT NULL AS seen, fc.seen_at AS "seenAt"
                       FROM family_change fc LEFT JOIN "user" g ON g.id = fc.guardian_id LEFT JOIN child c ON c.id = fc.child_id
                      WHERE fc.family_id = $1 AND fc.daycare_id = $2
                      ORDER BY fc.created_at, fc.id`,
  };
}
