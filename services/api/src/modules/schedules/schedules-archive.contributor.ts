import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type ArchiveContributor, ArchiveRegistry, type FamilyArchive } from '../family-archive';

const FAMILY_CHILD = `child_id IN (SELECT id FROM child WHERE family_id = $1 AND daycare_id = $2)`;

/** The children's attendance schedules (with their weekdays), absences and reported arrivals. */
@Injectable()
export class SchedulesArchiveContributor implements ArchiveContributor, OnModuleInit {
  readonly name = 'schedules';

  constructor(
    private readonly registry: ArchiveRegistry,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async contribute(familyId: number, daycareId: number, zip: FamilyArchive): Promise<void> {
    const params = [familyId, daycareId];
    const days = `(SELECT coalesce(json_agg(json_build_object('weekday', d.weekday, 'arrives', d.arrives, 'departs', d.departs) ORDER BY d.weekday), '[]') FROM child_schedule_day d WHERE d.schedule_id = s.id)`;
    zip.addRecords('schedules', await this.rows(`SELECT to_jsonb(s) - 'daycare_id' || jsonb_build_object('days', ${days}) AS row FROM child_schedule s WHERE ${FAMILY_CHILD} ORDER BY child_id, valid_from`, params));
    zip.addRecords('absences', await this.rows(`SELECT to_jsonb(r) - 'daycare_id' AS row FROM absence r WHERE ${FAMILY_CHILD} ORDER BY child_id, start_date`, params));
    zip.addRecords('reported_attendance', await this.rows(`SELECT to_jsonb(r) - 'daycare_id' AS row FROM reported_attendance r WHERE ${FAMILY_CHILD} ORDER BY child_id, day`, params));
  }

  private async rows(sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
    return (await this.dataSource.query(sql, params)).map((found: { row: Record<string, unknown> }) => found.row);
  }
}
