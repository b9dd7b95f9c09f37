import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { PeopleScope } from '../attendance/people-scope.service';
import type { LabelledDto } from '../attendance/dto/people.dto';

export const CHILD_NOT_FOUND = 'This child was not found';

/** A child the scope may see: guardians their family's, tablets their room's, staff and directors their daycare's. Anything else 404. */
export async function visibleChild(db: DataSource | EntityManager, scope: PeopleScope, childId: number): Promise<LabelledDto & { homeRoomId: number | null }> {
  if (scope.kind === 'guardian' && scope.familyId === null) throw new NotFoundException(CHILD_NOT_FOUND);
  const [child] = await db.query(
    `SELECT c.id, c.first_name || ' ' || c.last_name AS label, c.home_room_id AS "homeRoomId", c.family_id AS "familyId"
       FROM child c WHERE c.id = $1 AND c.daycare_id = $2`,
    [childId, scope.daycareId],
  );
  if (!child) throw new NotFoundException(CHILD_NOT_FOUND);
  if (scope.kind === 'guardian' && child.familyId !== scope.familyId) throw new NotFoundException(CHILD_NOT_FOUND);
  if (scope.kind === 'tablet' && child.homeRoomId !== scope.roomId) throw new NotFoundException(CHILD_NOT_FOUND);
  return { id: child.id, label: child.label, homeRoomId: child.homeRoomId };
}

export function guardianOnly(scope: PeopleScope, message: string): asserts scope is Extract<PeopleScope, { kind: 'guardian' }> {
  if (scope.kind !== 'guardian') throw new ForbiddenException(message);
}

/** A `YYYY-MM-DD` that is a real calendar day (the DTO checks the shape only). */
export function assertRealDay(value: string | null | undefined, field: string): void {
  if (value === null || value === undefined) return;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw new BadRequestException(`${field} must be a real date like 2026-11-23`);
  }
}

export function badRequest(message: string): BadRequestException {
  return new BadRequestException(message);
}

/** The daycare's local today (days are the daycare's, as in attendance). */
export async function localToday(db: DataSource | EntityManager, daycareId: number, now: Date): Promise<string> {
  const [row] = await db.query(`SELECT (($2::timestamptz AT TIME ZONE time_zone)::date)::text AS today FROM daycare WHERE id = $1`, [daycareId, now]);
  return row.today;
}

export const userLabel = (alias: string) => `coalesce(nullif(concat_ws(' ', ${alias}.first_name, ${alias}.last_name), ''), ${alias}.email)`;

/** Rows an UPDATE or DELETE … RETURNING touched (TypeORM answers `[rows, count]` for those, plain rows otherwise). */
export function affected(result: unknown): number {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[1];
  return Array.isArray(result) ? result.length : 0;
}
