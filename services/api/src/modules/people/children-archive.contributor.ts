import { Injectable } from '@nestjs/common';
import { RecordsArchiveContributor } from '../family-archive';

/** The family's children in the daycare ($1 family, $2 daycare), for the medical lists. */
const FAMILY_CHILD = `child_id IN (SELECT id FROM child WHERE family_id = $1 AND daycare_id = $2)`;

/** The children's records and medical lists in the family's archive. */
@Injectable()
export class ChildrenArchiveContributor extends RecordsArchiveContributor {
  readonly name = 'children';

  protected readonly queries = {
    children: `SELECT to_jsonb(c) - 'daycare_id' - 'photo_file_id' AS row FROM child c WHERE family_id = $1 AND daycare_id = $2 ORDER BY birth_date, id`,
    allergies: `SELECT to_jsonb(r) - 'daycare_id' - 'severe' AS row FROM child_allergy r WHERE ${FAMILY_CHILD} ORDER BY child_id, id`,
    medications: `SELECT to_jsonb(r) - 'daycare_id' AS row FROM child_medication r WHERE ${FAMILY_CHILD} ORDER BY child_id, id`,
    immunisations: `SELECT to_jsonb(r) - 'daycare_id' AS row FROM child_immunisation r WHERE ${FAMILY_CHILD} ORDER BY child_id, given_on, id`,
  };
}
