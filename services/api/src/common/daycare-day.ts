import { BadRequestException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

/** A `YYYY-MM-DD` that is a real calendar day (the DTO checks the shape only). */
export function assertRealDay(value: string | null | undefined, field: string): void {
  if (value === null || value === undefined) return;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw new BadRequestException(`${field} must be a real date like 2026-11-23`);
  }
}

/** The daycare's local today: days belong to the daycare's time zone. */
export async function localToday(db: DataSource | EntityManager, daycareId: number, now: Date): Promise<string> {
  const [row] = await db.query(`SELECT (($2::timestamptz AT TIME ZONE time_zone)::date)::text AS today FROM daycare WHERE id = $1`, [daycareId, now]);
  return row.today;
}
