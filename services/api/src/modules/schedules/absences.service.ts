import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ABSENCE_NOT_FOUND, AccessService, Permission, REPORTED_NOT_FOUND } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { assertRealDay, localToday } from '../../common/daycare-day';
import { HubEvents } from '../hub';
import { affected, userLabel } from './sql-rows';
import type { AbsenceDto, AbsenceListQueryDto, CreateAbsenceDto, ExpectedChildDto, ReportedAttendanceDto, SaveReportedAttendanceDto } from './dto/absence.dto';

export const MAX_PERIOD_DAYS = 366;

const ABSENCE_SELECT = `
  SELECT a.id, a.child_id AS "childId", c.first_name || ' ' || c.last_name AS "childLabel", a.start_date::text AS "startDate",
         a.end_date::text AS "endDate", (a.end_date - a.start_date + 1)::int AS days, a.reason,
         a.reported_by AS "reportedById", CASE WHEN u.id IS NULL THEN NULL ELSE ${userLabel('u')} END AS "reportedByLabel", a.created_at AS "createdAt"
    FROM absence a
    JOIN child c ON c.id = a.child_id
    LEFT JOIN "user" u ON u.id = a.reported_by`;

const REPORTED_SELECT = `
  SELECT ra.id, ra.child_id AS "childId", c.first_name || ' ' || c.last_name AS "childLabel", ra.day::text AS date,
         to_char(ra.arrives, 'HH24:MI') AS arrives, to_char(ra.departs, 'HH24:MI') AS departs, ra.note,
         ra.reported_by AS "reportedById", CASE WHEN u.id IS NULL THEN NULL ELSE ${userLabel('u')} END AS "reportedByLabel", ra.created_at AS "createdAt"
    FROM reported_attendance ra
    JOIN child c ON c.id = ra.child_id
    LEFT JOIN "user" u ON u.id = ra.reported_by`;

type WithLabels = { childId: number; childLabel: string; reportedById: number | null; reportedByLabel: string | null; createdAt: Date };

function common(row: WithLabels) {
  return {
    child: { id: row.childId, label: row.childLabel },
    reportedBy: row.reportedById === null ? null : { id: row.reportedById, label: row.reportedByLabel ?? '' },
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

const toAbsence = (row: WithLabels & Omit<AbsenceDto, 'child' | 'reportedBy' | 'createdAt'>): AbsenceDto => ({
  id: row.id,
  ...common(row),
  startDate: row.startDate,
  endDate: row.endDate,
  days: row.days,
  reason: row.reason,
});

const toReported = (row: WithLabels & Omit<ReportedAttendanceDto, 'child' | 'reportedBy' | 'createdAt'>): ReportedAttendanceDto => ({
  id: row.id,
  ...common(row),
  date: row.date,
  arrives: row.arrives,
  departs: row.departs,
  note: row.note,
});

function pgCode(error: unknown): string | undefined {
  return (error as { driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Absences a guardian reports (directors may record them too), "we come today at …" (reported
 * attendance), and the room's expected list: who is still to come today.
 */
@Injectable()
export class AbsencesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
    private readonly hub: HubEvents,
  ) {}

  async listAbsences(user: AuthenticatedUser, query: AbsenceListQueryDto): Promise<AbsenceDto[]> {
    assertRealDay(query.startDate, 'startDate');
    assertRealDay(query.endDate, 'endDate');
    const scope = await this.access.require(user, Permission.ChildRead, query.childId === undefined ? [] : [query.childId]);
    const today = await localToday(this.dataSource, scope.daycareId, this.clock.now());
    const startDate = query.startDate ?? `${today.slice(0, 7)}-01`;
    const endDate = query.endDate ?? addDays(`${addDays(`${today.slice(0, 7)}-28`, 4).slice(0, 7)}-01`, -1);
    if (endDate < startDate) throw new BadRequestException('endDate must be on or after startDate');
    if (daysBetween(startDate, endDate) > MAX_PERIOD_DAYS) throw new BadRequestException(`The period may cover at most ${MAX_PERIOD_DAYS} days`);
    if (scope.kind === 'guardian' && scope.familyId === null) return [];
    const rows = await this.dataSource.query(
      `${ABSENCE_SELECT}
        WHERE a.daycare_id = $1 AND a.end_date >= $2::date AND a.start_date <= $3::date
          AND ($4::int IS NULL OR a.child_id = $4) AND ($5::int IS NULL OR c.family_id = $5)
        ORDER BY a.start_date DESC, c.first_name, c.last_name, a.id`,
      [scope.daycareId, startDate, endDate, query.childId ?? null, scope.kind === 'guardian' ? scope.familyId : null],
    );
    return rows.map(toAbsence);
  }

  async createAbsence(user: AuthenticatedUser, body: CreateAbsenceDto): Promise<AbsenceDto> {
    assertRealDay(body.startDate, 'startDate');
    assertRealDay(body.endDate, 'endDate');
    const endDate = body.endDate ?? body.startDate;
    if (endDate < body.startDate) throw new BadRequestException('endDate must be on or after startDate');
    if (daysBetween(body.startDate, endDate) >= MAX_PERIOD_DAYS) throw new BadRequestException(`An absence may cover at most ${MAX_PERIOD_DAYS} days`);
    const scope = await this.access.require(user, Permission.ChildRead, [body.childId]);
    const child = await this.child(scope.daycareId, body.childId);
    if (scope.kind === 'guardian' && body.startDate < (await localToday(this.dataSource, scope.daycareId, this.clock.now()))) {
      throw new BadRequestException('An absence starts today or later; please ask the daycare to record past days');
    }
    try {
      const [{ id }] = await this.dataSource.query(
        `INSERT INTO absence (daycare_id, child_id, start_date, end_date, reason, reported_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [scope.daycareId, body.childId, body.startDate, endDate, body.reason, user.id, this.clock.now()],
      );
      await this.announceToday(scope.daycareId, child.homeRoomId, body.startDate, endDate);
      return this.absenceById(scope.daycareId, id);
    } catch (error) {
      if (pgCode(error) === '23P01') throw new BadRequestException(`${child.label} is already reported absent on some of these days`);
      throw error;
    }
  }

  /** The guardians of the child or a director remove an absence. */
  async removeAbsence(user: AuthenticatedUser, id: number): Promise<void> {
    const scope = await this.access.require(user, Permission.AbsenceDelete, [id]);
    const absence = await this.absenceById(scope.daycareId, id);
    const child = await this.child(scope.daycareId, absence.child.id);
    await this.dataSource.query(`DELETE FROM absence WHERE id = $1 AND daycare_id = $2`, [id, scope.daycareId]);
    await this.announceToday(scope.daycareId, child.homeRoomId, absence.startDate, absence.endDate);
  }

  /** A child's reported attendance from today on, soonest first. */
  async listReported(user: AuthenticatedUser, childId: number): Promise<ReportedAttendanceDto[]> {
    const scope = await this.access.require(user, Permission.ChildRead, [childId]);
    const today = await localToday(this.dataSource, scope.daycareId, this.clock.now());
    const rows = await this.dataSource.query(`${REPORTED_SELECT} WHERE ra.daycare_id = $1 AND ra.child_id = $2 AND ra.day >= $3::date ORDER BY ra.day`, [
      scope.daycareId,
      childId,
      today,
    ]);
    return rows.map(toReported);
  }

  async reportedById(user: AuthenticatedUser, id: number): Promise<ReportedAttendanceDto> {
    const scope = await this.access.require(user, Permission.ReportedAttendanceRead, [id]);
    return this.reportedRow(scope.daycareId, id);
  }

  /** Makes or replaces the child's report of the day (one per child and day). */
  async saveReported(user: AuthenticatedUser, body: SaveReportedAttendanceDto): Promise<ReportedAttendanceDto> {
    assertRealDay(body.date, 'date');
    if (body.departs && body.departs <= body.arrives) throw new BadRequestException(`The pick-up time (${body.departs}) must be after the arrival (${body.arrives})`);
    const scope = await this.access.require(user, Permission.ReportedAttendanceCreate, [body.childId]);
    const child = await this.child(scope.daycareId, body.childId);
    const today = await localToday(this.dataSource, scope.daycareId, this.clock.now());
    const date = body.date ?? today;
    if (date < today) throw new BadRequestException('The day must be today or later');
    if (daysBetween(today, date) > 60) throw new BadRequestException('The day may be at most 60 days ahead');
    const saved = await this.dataSource.transaction(async (manager) => {
      const [absent] = await manager.query(`SELECT 1 FROM absence WHERE child_id = $1 AND daycare_id = $2 AND $3::date BETWEEN start_date AND end_date`, [
        body.childId,
        scope.daycareId,
        date,
      ]);
      if (absent) throw new BadRequestException(`${child.label} is reported absent that day; remove the absence first`);
      if (body.id) {
        const rows = await manager.query(
          `UPDATE reported_attendance SET day = $4, arrives = $5, departs = $6, note = $7, reported_by = $8, created_at = $9
            WHERE id = $1 AND daycare_id = $2 AND child_id = $3 RETURNING id`,
          [body.id, scope.daycareId, body.childId, date, body.arrives, body.departs ?? null, body.note ?? null, user.id, this.clock.now()],
        ).catch((error: unknown) => {
          if (pgCode(error) === '23505') throw new BadRequestException(`${child.label} already has a reported attendance that day; change that one`);
          throw error;
        });
        if (!affected(rows)) throw new NotFoundException(REPORTED_NOT_FOUND);
        return this.reportedRow(scope.daycareId, body.id, manager);
      }
      const [{ id }] = await manager.query(
        `INSERT INTO reported_attendance (daycare_id, child_id, day, arrives, departs, note, reported_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (child_id, day) DO UPDATE SET arrives = EXCLUDED.arrives, departs = EXCLUDED.departs, note = EXCLUDED.note,
                                                   reported_by = EXCLUDED.reported_by, created_at = EXCLUDED.created_at
         RETURNING id`,
        [scope.daycareId, body.childId, date, body.arrives, body.departs ?? null, body.note ?? null, user.id, this.clock.now()],
      );
      return this.reportedRow(scope.daycareId, id, manager);
    });
    // A change may also move a report off today: any change of a report names today's list.
    if ((body.id || saved.date === today) && child.homeRoomId !== null) await this.hub.attendanceUpdated({ daycareId: scope.daycareId, roomId: child.homeRoomId, date: today });
    return saved;
  }

  async removeReported(user: AuthenticatedUser, id: number): Promise<void> {
    const scope = await this.access.require(user, Permission.ReportedAttendanceDelete, [id]);
    const reported = await this.reportedRow(scope.daycareId, id);
    const child = await this.child(scope.daycareId, reported.child.id);
    await this.dataSource.query(`DELETE FROM reported_attendance WHERE id = $1 AND daycare_id = $2`, [id, scope.daycareId]);
    await this.announceToday(scope.daycareId, child.homeRoomId, reported.date, reported.date);
  }

  /**
   * Who is still to come today: children of the room (home room) scheduled for today's weekday or
   * reported for today, not absent, not signed in today. One statement.
   */
  async expected(user: AuthenticatedUser, roomId: number | undefined): Promise<ExpectedChildDto[]> {
    const scope = await this.access.require(user, Permission.ExpectedAttendanceRead);
    const room = await this.access.roomOf(user, roomId);
    const rows = await this.dataSource.query(
      `WITH day AS (
         SELECT ($2::timestamptz AT TIME ZONE time_zone)::date AS today, ($2::timestamptz AT TIME ZONE time_zone)::time AS now_local,
                (($2::timestamptz AT TIME ZONE time_zone)::date)::timestamp AT TIME ZONE time_zone AS day_start
           FROM daycare WHERE id = $1
       )
       SELECT c.id, c.first_name || ' ' || c.last_name AS label, c.photo_url AS "photoUrl", r.id AS "roomId", r.label AS "roomLabel",
              to_char(coalesce(ra.arrives, sd.arrives), 'HH24:MI') AS arrives,
              to_char(CASE WHEN ra.id IS NOT NULL THEN ra.departs ELSE sd.departs END, 'HH24:MI') AS departs,
              CASE WHEN ra.id IS NOT NULL THEN 'reported' ELSE 'schedule' END AS source, ra.note,
              coalesce(ra.arrives, sd.arrives) < day.now_local AS late
         FROM child c
         CROSS JOIN day
         JOIN room r ON r.id = c.home_room_id
         LEFT JOIN reported_attendance ra ON ra.child_id = c.id AND ra.day = day.today
         LEFT JOIN child_schedule s ON s.child_id = c.id AND s.valid_from <= day.today AND (s.valid_to IS NULL OR s.valid_to >= day.today)
         LEFT JOIN child_schedule_day sd ON sd.schedule_id = s.id AND sd.weekday = extract(isodow FROM day.today)
        WHERE c.daycare_id = $1 AND ($3::int IS NULL OR c.home_room_id = $3)
          AND (c.withdrawn_on IS NULL OR c.withdrawn_on > day.today)
          AND (ra.id IS NOT NULL OR sd.schedule_id IS NOT NULL)
          AND NOT EXISTS (SELECT 1 FROM absence a WHERE a.child_id = c.id AND day.today BETWEEN a.start_date AND a.end_date)
          AND NOT EXISTS (SELECT 1 FROM attendance x WHERE x.person_kind = 'child' AND x.child_id = c.id AND (x.ended_at IS NULL OR x.started_at >= day.day_start))
        ORDER BY coalesce(ra.arrives, sd.arrives), c.first_name, c.last_name, c.id`,
      [scope.daycareId, this.clock.now(), room],
    );
    return rows.map(
      (row: { id: number; label: string; photoUrl: string | null; roomId: number; roomLabel: string; arrives: string; departs: string | null; source: 'reported' | 'schedule'; note: string | null; late: boolean }) => ({
        child: { id: row.id, label: row.label },
        photoUrl: row.photoUrl,
        room: { id: row.roomId, label: row.roomLabel },
        arrives: row.arrives,
        departs: row.departs,
        source: row.source,
        note: row.note,
        late: row.late,
      }),
    );
  }

  /** The name and home room of a child the caller was allowed to reach. */
  private async child(daycareId: number, childId: number): Promise<{ label: string; homeRoomId: number | null }> {
    const [child] = await this.dataSource.query(`SELECT first_name || ' ' || last_name AS label, home_room_id AS "homeRoomId" FROM child WHERE id = $1 AND daycare_id = $2`, [
      childId,
      daycareId,
    ]);
    return child;
  }

  /** A change that touches today changes the room's expected list: its screens reload it. */
  private async announceToday(daycareId: number, roomId: number | null, firstDay: string, lastDay: string): Promise<void> {
    if (roomId === null) return;
    const today = await localToday(this.dataSource, daycareId, this.clock.now());
    if (firstDay <= today && today <= lastDay) await this.hub.attendanceUpdated({ daycareId, roomId, date: today });
  }

  private async absenceById(daycareId: number, id: number): Promise<AbsenceDto> {
    const [row] = await this.dataSource.query(`${ABSENCE_SELECT} WHERE a.id = $1 AND a.daycare_id = $2`, [id, daycareId]);
    if (!row) throw new NotFoundException(ABSENCE_NOT_FOUND);
    return toAbsence(row);
  }

  private async reportedRow(daycareId: number, id: number, db: DataSource | { query: DataSource['query'] } = this.dataSource): Promise<ReportedAttendanceDto> {
    const [row] = await db.query(`${REPORTED_SELECT} WHERE ra.id = $1 AND ra.daycare_id = $2`, [id, daycareId]);
    if (!row) throw new NotFoundException(REPORTED_NOT_FOUND);
    return toReported(row);
  }
}
