import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AttendancePlanType } from '@daycare/shared';
import { AccessService, Permission, SCHEDULE_NOT_FOUND } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { assertRealDay, localToday } from '../../common/daycare-day';
import { affected, userLabel } from './sql-rows';
import type {
  CreateScheduleDto,
  CreateScheduleRequestDto,
  RequestStatus,
  RespondScheduleRequestDto,
  ScheduleDayDto,
  ScheduleDto,
  ScheduleFieldsDto,
  ScheduleReportDto,
  ScheduleReportQueryDto,
  ScheduleRequestDto,
  UpdateScheduleDto,
} from './dto/schedule.dto';

export const REQUEST_NOT_FOUND = 'This schedule request was not found';
export const SCHEDULE_OVERLAP = 'This child already has a schedule for some of these days; end that schedule first or change its dates';
export const ALREADY_ANSWERED = 'This request has already been answered';

interface ScheduleRow {
  id: number;
  childId: number;
  childLabel: string;
  plan: AttendancePlanType;
  validFrom: string;
  validTo: string | null;
  note: string | null;
  current: boolean;
  days: ScheduleDayDto[];
}

/** One statement per list: days aggregated in order, "current" against the daycare's local today ($2). */
const SCHEDULE_SELECT = `
  SELECT s.id, s.child_id AS "childId", c.first_name || ' ' || c.last_name AS "childLabel", s.plan::int AS plan,
         s.valid_from::text AS "validFrom", s.valid_to::text AS "validTo", s.note,
         (s.valid_from <= $2::date AND (s.valid_to IS NULL OR s.valid_to >= $2::date)) AS current,
         coalesce((SELECT json_agg(json_build_object('weekday', d.weekday, 'arrives', to_char(d.arrives, 'HH24:MI'), 'departs', to_char(d.departs, 'HH24:MI')) ORDER BY d.weekday)
                     FROM child_schedule_day d WHERE d.schedule_id = s.id), '[]') AS days
    FROM child_schedule s
    JOIN child c ON c.id = s.child_id`;

const toScheduleDto = (row: ScheduleRow): ScheduleDto => ({
  id: row.id,
  child: { id: row.childId, label: row.childLabel },
  plan: row.plan,
  validFrom: row.validFrom,
  validTo: row.validTo,
  days: row.days,
  note: row.note,
  current: row.current,
});

const REQUEST_SELECT = `
  SELECT r.id, r.child_id AS "childId", c.first_name || ' ' || c.last_name AS "childLabel", r.schedule_id AS "scheduleId",
         r.requested_by AS "requestedById", ${userLabel('g')} AS "requestedByLabel", r.plan::int AS plan,
         r.valid_from::text AS "validFrom", r.valid_to::text AS "validTo", r.days, r.note, r.status, r.response_note AS "responseNote",
         r.responded_by AS "respondedById", CASE WHEN rb.id IS NULL THEN NULL ELSE ${userLabel('rb')} END AS "respondedByLabel",
         r.responded_at AS "respondedAt", r.created_at AS "createdAt"
    FROM schedule_request r
    JOIN child c ON c.id = r.child_id
    JOIN "user" g ON g.id = r.requested_by
    LEFT JOIN "user" rb ON rb.id = r.responded_by`;

interface RequestRow {
  id: number;
  childId: number;
  childLabel: string;
  scheduleId: number | null;
  requestedById: number;
  requestedByLabel: string;
  plan: AttendancePlanType;
  validFrom: string;
  validTo: string | null;
  days: ScheduleDayDto[];
  note: string | null;
  status: RequestStatus;
  responseNote: string | null;
  respondedById: number | null;
  respondedByLabel: string | null;
  respondedAt: Date | null;
  createdAt: Date;
}

const toRequestDto = (row: RequestRow): ScheduleRequestDto => ({
  id: row.id,
  child: { id: row.childId, label: row.childLabel },
  scheduleId: row.scheduleId,
  requestedBy: { id: row.requestedById, label: row.requestedByLabel },
  plan: row.plan,
  validFrom: row.validFrom,
  validTo: row.validTo,
  days: row.days,
  note: row.note,
  status: row.status,
  responseNote: row.responseNote,
  respondedBy: row.respondedById === null ? null : { id: row.respondedById, label: row.respondedByLabel ?? '' },
  respondedAt: row.respondedAt ? new Date(row.respondedAt).toISOString() : null,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** Overlapping validity (the exclusion constraint) answers 400 with a sentence; anything else is rethrown. */
function overlapAsBadRequest(error: unknown): never {
  const code = (error as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
  if (code === '23P01') throw new BadRequestException(SCHEDULE_OVERLAP);
  throw error;
}

/**
 * Schedules (attendance plans with weekdays and times, valid from / to), guardians' requests for a
 * schedule or a change, the director's answer (approving applies it), and the schedule report.
 */
@Injectable()
export class SchedulesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
  ) {}

  /** Real dates, validTo not before validFrom, each weekday once with departure after arrival, weekdays for FullTime and PartTime: checked before anything is written. */
  static checkFields(fields: ScheduleFieldsDto): void {
    assertRealDay(fields.validFrom, 'validFrom');
    assertRealDay(fields.validTo, 'validTo');
    if (fields.validTo && fields.validTo < fields.validFrom) throw new BadRequestException('validTo must be on or after validFrom');
    const seen = new Set<number>();
    for (const day of fields.days) {
      if (seen.has(day.weekday)) throw new BadRequestException(`Weekday ${day.weekday} is listed twice; give each weekday once`);
      seen.add(day.weekday);
      if (day.departs <= day.arrives) throw new BadRequestException(`On weekday ${day.weekday} the departure (${day.departs}) must be after the arrival (${day.arrives})`);
    }
    if (fields.plan !== AttendancePlanType.DropIn && fields.days.length === 0) {
      throw new BadRequestException('A FullTime or PartTime schedule needs at least one weekday with times');
    }
  }

  async list(user: AuthenticatedUser, childId: number): Promise<ScheduleDto[]> {
    const scope = await this.access.require(user, Permission.ChildRead, [childId]);
    const today = await localToday(this.dataSource, scope.daycareId, this.clock.now());
    const rows: ScheduleRow[] = await this.dataSource.query(`${SCHEDULE_SELECT} WHERE s.child_id = $1 AND s.daycare_id = $3 ORDER BY s.valid_from DESC`, [
      childId,
      today,
      scope.daycareId,
    ]);
    return rows.map(toScheduleDto);
  }

  async byId(user: AuthenticatedUser, id: number): Promise<ScheduleDto> {
    const scope = await this.access.require(user, Permission.ScheduleRead, [id]);
    return this.load(this.dataSource, scope.daycareId, id);
  }

  async create(user: AuthenticatedUser, body: CreateScheduleDto): Promise<ScheduleDto> {
    SchedulesService.checkFields(body);
    const scope = await this.access.require(user, Permission.ChildRead, [body.childId]);
    return this.dataSource.transaction((manager) => this.insert(manager, scope.daycareId, body.childId, body)).catch(overlapAsBadRequest);
  }

  async update(user: AuthenticatedUser, body: UpdateScheduleDto): Promise<ScheduleDto> {
    SchedulesService.checkFields(body);
    const scope = await this.access.require(user, Permission.ScheduleUpdate, [body.id]);
    return this.dataSource.transaction((manager) => this.replace(manager, scope.daycareId, body.id, body)).catch(overlapAsBadRequest);
  }

  async remove(user: AuthenticatedUser, id: number): Promise<void> {
    const scope = await this.access.require(user, Permission.ScheduleUpdate, [id]);
    const rows = await this.dataSource.query(`DELETE FROM child_schedule WHERE id = $1 AND daycare_id = $2 RETURNING id`, [id, scope.daycareId]);
    if (!affected(rows)) throw new NotFoundException(SCHEDULE_NOT_FOUND);
  }

  /** A guardian asks for a new schedule, or a change of one of their child's. */
  async request(user: AuthenticatedUser, body: CreateScheduleRequestDto): Promise<ScheduleRequestDto> {
    await this.access.require(user, Permission.ScheduleRequestCreate);
    SchedulesService.checkFields(body);
    const scope = await this.access.require(user, Permission.ScheduleRequestCreate, [body.childId]);
    if (body.scheduleId) {
      const schedule = await this.load(this.dataSource, scope.daycareId, body.scheduleId);
      if (schedule.child.id !== body.childId) throw new NotFoundException('This schedule was not found for this child');
    }
    const days = [...body.days].sort((a, b) => a.weekday - b.weekday).map(({ weekday, arrives, departs }) => ({ weekday, arrives, departs }));
    const [{ id }] = await this.dataSource.query(
      `INSERT INTO schedule_request (daycare_id, child_id, schedule_id, requested_by, plan, valid_from, valid_to, days, note, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [scope.daycareId, body.childId, body.scheduleId ?? null, user.id, body.plan, body.validFrom, body.validTo ?? null, JSON.stringify(days), body.note ?? null, this.clock.now()],
    );
    return this.requestById(this.dataSource, scope.daycareId, id);
  }

  /** Directors: the daycare's requests, pending first then newest; guardians: the ones they sent. */
  async requests(user: AuthenticatedUser, status: RequestStatus | undefined): Promise<ScheduleRequestDto[]> {
    const scope = await this.access.require(user, Permission.ScheduleRequestRead);
    const rows: RequestRow[] = await this.dataSource.query(
      `${REQUEST_SELECT}
        WHERE r.daycare_id = $1 AND ($2::text IS NULL OR r.status = $2) AND ($3::int IS NULL OR r.requested_by = $3)
        ORDER BY (r.status = 'pending') DESC, r.created_at DESC, r.id DESC`,
      [scope.daycareId, status ?? null, scope.kind === 'guardian' ? user.id : null],
    );
    return rows.map(toRequestDto);
  }

  /** Approve (applies the schedule in the same transaction) or decline, with an optional note. */
  async respond(user: AuthenticatedUser, body: RespondScheduleRequestDto): Promise<ScheduleRequestDto> {
    const scope = await this.access.scope(user);
    return this.dataSource
      .transaction(async (manager) => {
        const [row] = await manager.query(`SELECT id, status FROM schedule_request WHERE id = $1 AND daycare_id = $2 FOR UPDATE`, [body.id, scope.daycareId]);
        if (!row) throw new NotFoundException(REQUEST_NOT_FOUND);
        if (row.status !== 'pending') throw new BadRequestException(ALREADY_ANSWERED);
        const request = await this.requestById(manager, scope.daycareId, body.id);
        if (body.approve) {
          const fields = { plan: request.plan, validFrom: request.validFrom, validTo: request.validTo, days: request.days, note: request.note };
          SchedulesService.checkFields(fields);
          if (request.scheduleId !== null) await this.replace(manager, scope.daycareId, request.scheduleId, fields);
          else await this.insert(manager, scope.daycareId, request.child.id, fields);
        }
        await manager.query(
          `UPDATE schedule_request SET status = $3, response_note = $4, responded_by = $5, responded_at = $6 WHERE id = $1 AND daycare_id = $2`,
          [body.id, scope.daycareId, body.approve ? 'approved' : 'declined', body.note ?? null, user.id, this.clock.now()],
        );
        return this.requestById(manager, scope.daycareId, body.id);
      })
      .catch(overlapAsBadRequest);
  }

  /** Children expected per room, weekday and hour, from the schedules that apply on the day (home rooms). */
  async report(user: AuthenticatedUser, query: ScheduleReportQueryDto): Promise<ScheduleReportDto> {
    assertRealDay(query.date, 'date');
    const scope = await this.access.scope(user);
    const roomId = await this.access.roomOf(user, query.roomId);
    const date = query.date ?? (await localToday(this.dataSource, scope.daycareId, this.clock.now()));
    const rows: { id: number; label: string; children: number; cells: { weekday: number; hour: number; count: number }[] }[] = await this.dataSource.query(
      `WITH applying AS (
         SELECT s.id, c.home_room_id AS room_id
           FROM child_schedule s JOIN child c ON c.id = s.child_id
          WHERE s.daycare_id = $1 AND s.valid_from <= $2::date AND (s.valid_to IS NULL OR s.valid_to >= $2::date)
       ), cells AS (
         SELECT a.room_id, d.weekday, h.hour, count(*)::int AS count
           FROM applying a
           JOIN child_schedule_day d ON d.schedule_id = a.id
           CROSS JOIN generate_series(0, 23) AS h(hour)
          WHERE d.arrives < make_time(h.hour, 0, 0) + interval '1 hour' AND d.departs > make_time(h.hour, 0, 0)
          GROUP BY a.room_id, d.weekday, h.hour
       )
       SELECT r.id, r.label,
              (SELECT count(*)::int FROM applying a WHERE a.room_id = r.id) AS children,
              coalesce((SELECT json_agg(json_build_object('weekday', x.weekday, 'hour', x.hour, 'count', x.count) ORDER BY x.weekday, x.hour)
                          FROM cells x WHERE x.room_id = r.id), '[]') AS cells
         FROM room r
        WHERE r.daycare_id = $1 AND ($3::int IS NULL OR r.id = $3)
        ORDER BY r.label, r.id`,
      [scope.daycareId, date, roomId],
    );
    return { date, rooms: rows.map((row) => ({ room: { id: row.id, label: row.label }, children: row.children, cells: row.cells })) };
  }

  private async insert(manager: EntityManager, daycareId: number, childId: number, fields: ScheduleFieldsDto): Promise<ScheduleDto> {
    const now = this.clock.now();
    const [{ id }] = await manager.query(
      `INSERT INTO child_schedule (daycare_id, child_id, plan, valid_from, valid_to, note, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
      [daycareId, childId, fields.plan, fields.validFrom, fields.validTo ?? null, fields.note ?? null, now],
    );
    await this.writeDays(manager, daycareId, id, fields.days);
    return this.load(manager, daycareId, id);
  }

  private async replace(manager: EntityManager, daycareId: number, id: number, fields: ScheduleFieldsDto): Promise<ScheduleDto> {
    const rows = await manager.query(
      `UPDATE child_schedule SET plan = $3, valid_from = $4, valid_to = $5, note = $6, updated_at = $7 WHERE id = $1 AND daycare_id = $2 RETURNING id`,
      [id, daycareId, fields.plan, fields.validFrom, fields.validTo ?? null, fields.note ?? null, this.clock.now()],
    );
    if (!affected(rows)) throw new NotFoundException(SCHEDULE_NOT_FOUND);
    await manager.query(`DELETE FROM child_schedule_day WHERE schedule_id = $1 AND daycare_id = $2`, [id, daycareId]);
    await this.writeDays(manager, daycareId, id, fields.days);
    return this.load(manager, daycareId, id);
  }

  private async writeDays(manager: EntityManager, daycareId: number, scheduleId: number, days: ScheduleDayDto[]): Promise<void> {
    if (!days.length) return;
    await manager.query(
      `INSERT INTO child_schedule_day (schedule_id, daycare_id, weekday, arrives, departs)
       SELECT $1, $2, d.weekday, d.arrives::time, d.departs::time FROM unnest($3::int[], $4::text[], $5::text[]) AS d(weekday, arrives, departs)`,
      [scheduleId, daycareId, days.map((d) => d.weekday), days.map((d) => d.arrives), days.map((d) => d.departs)],
    );
  }

  private async load(db: DataSource | EntityManager, daycareId: number, id: number): Promise<ScheduleDto> {
    const today = await localToday(db, daycareId, this.clock.now());
    const [row]: ScheduleRow[] = await db.query(`${SCHEDULE_SELECT} WHERE s.id = $1 AND s.daycare_id = $3`, [id, today, daycareId]);
    if (!row) throw new NotFoundException(SCHEDULE_NOT_FOUND);
    return toScheduleDto(row);
  }

  private async requestById(db: DataSource | EntityManager, daycareId: number, id: number): Promise<ScheduleRequestDto> {
    const [row]: RequestRow[] = await db.query(`${REQUEST_SELECT} WHERE r.id = $1 AND r.daycare_id = $2`, [id, daycareId]);
    if (!row) throw new NotFoundException(REQUEST_NOT_FOUND);
    return toRequestDto(row);
  }
}
