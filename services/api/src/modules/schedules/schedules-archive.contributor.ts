import { Injectable } from '@nestjs/common';
import { RecordsArchiveContributor } from '../family-archive';

const FAMILY_CHILD = `child_id IN (SELECT id FROM child WHERE family_id = $1 AND daycare_id = $2)`;
const SCHEDULE_DAYS = `(SELECT coalesce(json_agg(json_build_object('weekday', d.weekday, 'arrives', d.arrives, 'departs', d.departs) ORDER BY d.weekday), '[]')
                          FROM child_schedule_day d WHERE d.schedule_id = s.id)`;

/** The children's attendance schedules (with their weekdays), absences and reported arrivals. */
@Injectable()
export class SchedulesArchiveContributor extends RecordsArchiveContributor {
  readonly name = 'schedules';

  protected readonly queries = {
    schedules: `SELECT to_jsonb(s) - 'daycare_id' || jsonb_build_object('days', ${SCHEDULE_DAYS}) AS row FROM child_schedule s WHERE ${FAMILY_CHILD} ORDER BY child_id, valid_from`,
    absences: `SELECT to_jsonb(r) - 'daycare_id' AS row FROM absence r WHERE ${FAMILY_CHILD} ORDER BY child_id, start_date`,
    reported_attendance: `SELECT to_jsonb(r) - 'daycare_id' AS row FROM reported_attendance r WHERE ${FAMILY_CHILD} ORDER BY child_id, day`,
  };
}
