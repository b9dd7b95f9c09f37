import { Injectable } from '@nestjs/common';
import { RecordsArchiveContributor } from '../family-archive';

/**
 * The notes shared with the family. Staff-only notes stay out: guardians download their own
 * family's archive, and those notes are never shown to them.
 */
@Injectable()
export class NotesArchiveContributor extends RecordsArchiveContributor {
  readonly name = 'notes';

  protected readonly queries = {
    notes: `SELECT n.id, n.child_id AS "childId", c.first_name || ' ' || c.last_name AS child, a.first_name || ' ' || a.last_name AS author,
                   n.body, n.created_at AS "createdAt", n.updated_at AS "updatedAt"
              FROM child_note n JOIN child c ON c.id = n.child_id AND c.daycare_id = n.daycare_id JOIN "user" a ON a.id = n.author_id
             WHERE c.family_id = $1 AND n.daycare_id = $2 AND n.visibility = 'family'
             ORDER BY n.child_id, n.created_at, n.id`,
  };
}
