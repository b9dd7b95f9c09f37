import { Injectable } from '@nestjs/common';
import { RecordsArchiveContributor } from '../family-archive';

/** The children's sign-ins and sign-outs, in every daycare they attended (a moved family's history stays where it happened). */
@Injectable()
export class AttendanceArchiveContributor extends RecordsArchiveContributor {
  readonly name = 'attendance';

  protected readonly queries = {
    attendance: `SELECT a.id, a.child_id AS "childId", d.label AS daycare, r.label AS room, a.started_at AS "signedInAt", a.ended_at AS "signedOutAt",
                        nullif(concat_ws(' ', i.first_name, i.last_name), '') AS "signedInBy", nullif(concat_ws(' ', o.first_name, o.last_name), '') AS "signedOutBy"
                   FROM attendance a
                   JOIN child c ON c.id = a.child_id AND c.family_id = $1 AND c.daycare_id = $2
                   JOIN daycare d ON d.id = a.daycare_id
                   JOIN room r ON r.id = a.room_id
                   LEFT JOIN "user" i ON i.id = a.signed_in_by
                   LEFT JOIN "user" o ON o.id = a.signed_out_by
                  ORDER BY a.started_at, a.id`,
  };
}
