import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessService, ATTENDANCE_NOT_FOUND, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { HubEvents } from '../hub';
import { attendanceError } from './attendance-errors';
import { assertMayHandleAttendance, mayHandleAttendance } from './attendance-roles';
import { addDays, AttendanceService, localDate } from './attendance.service';
import type { PersonType } from './dto/attendance.dto';
import type {
  AttendanceRecordDto,
  AttendanceReportDto,
  AttendanceReportQueryDto,
  AttendanceSearchDto,
  AttendanceSearchQueryDto,
  CreateAttendanceRecordDto,
  ReportLineDto,
  UpdateAttendanceRecordDto,
} from './dto/corrections.dto';
import type { LabelledDto } from '../people';

/** A report or search covers at most this many days. */
const MAX_DAYS = 366;

const RECORD_SELECT = `
  SELECT a.id, a.person_kind AS "personType",
         json_build_object('id', a.person_id, 'label', coalesce(c.first_name || ' ' || c.last_name, u.first_name || ' ' || u.last_name)) AS person,
         json_build_object('id', r.id, 'label', r.label) AS room,
         a.started_at AS "startedAt", a.ended_at AS "endedAt",
         floor(extract(epoch FROM coalesce(a.ended_at, greatest($NOW::timestamptz, a.started_at)) - a.started_at) / 60)::int AS minutes,
         CASE WHEN si.id IS NULL THEN NULL ELSE json_build_object('id', si.id, 'label', si.first_name || ' ' || si.last_name) END AS "signedInBy",
         CASE WHEN so.id IS NULL THEN NULL ELSE json_build_object('id', so.id, 'label', so.first_name || ' ' || so.last_name) END AS "signedOutBy",
         CASE WHEN a.picked_up_by_kind IS NULL THEN NULL ELSE json_build_object(
           'kind', a.picked_up_by_kind, 'id', a.picked_up_by_id, 'name', a.picked_up_by_name, 'reason', a.pickup_reason,
           'allowedBy', CASE WHEN al.id IS NULL THEN NULL ELSE json_build_object('id', al.id, 'label', al.first_name || ' ' || al.last_name) END) END AS "pickedUpBy"
    FROM attendance a
    JOIN room r ON r.id = a.room_id
    LEFT JOIN child c ON c.id = a.child_id
    LEFT JOIN "user" u ON u.id = a.staff_id
    LEFT JOIN "user" si ON si.id = a.signed_in_by
    LEFT JOIN "user" so ON so.id = a.signed_out_by
    LEFT JOIN "user" al ON al.id = a.pickup_allowed_by`;

// A reopened stay has no sign-out, so no pick-up either (the same rule as signed_out_by).
const CLEAR_PICKUP_WHEN_REOPENED = ['picked_up_by_kind', 'picked_up_by_id', 'picked_up_by_name', 'pickup_reason', 'pickup_allowed_by']
  .map((column) => `${column} = CASE WHEN $5::timestamptz IS NULL THEN NULL ELSE ${column} END`)
  .join(', ');

type RecordRow = Omit<AttendanceRecordDto, 'startedAt' | 'endedAt'> & { startedAt: Date; endedAt: Date | null };

const toRecord = (row: RecordRow): AttendanceRecordDto => ({ ...row, startedAt: row.startedAt.toISOString(), endedAt: row.endedAt?.toISOString() ?? null });

interface OpenStay {
  roomId: number;
  roomLabel: string;
}

/** The director's attendance screens: look up, correct, add, remove, search, and report hours. */
@Injectable()
export class AttendanceCorrectionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ClockService,
    private readonly access: AccessService,
    private readonly attendance: AttendanceService,
    private readonly hub: HubEvents,
  ) {}

  /** Directors hold DIRECTOR; an Admin without it needs the role of the kind of person. */
  private assertMayCorrect(user: AuthenticatedUser, kind: PersonType): void {
    assertMayHandleAttendance(user, kind, `Correcting ${kind === 'child' ? "children's" : "staff's"} attendance`);
  }

  private async record(daycareId: number, id: number, manager: EntityManager | DataSource = this.dataSource): Promise<AttendanceRecordDto> {
    const [row]: RecordRow[] = await manager.query(`${RECORD_SELECT.replace('$NOW', '$3')} WHERE a.id = $1 AND a.daycare_id = $2`, [id, daycareId, this.clock.now()]);
    if (!row) throw new NotFoundException(ATTENDANCE_NOT_FOUND);
    return toRecord(row);
  }

  /** The child or staff member a correction is about, with their name. */
  private async person(user: AuthenticatedUser, kind: PersonType, id: number): Promise<LabelledDto> {
    await this.access.require(user, kind === 'child' ? Permission.ChildRead : Permission.StaffRead, [id]);
    const table = kind === 'child' ? 'child' : '"user"';
    const [person] = await this.dataSource.query(`SELECT id, first_name || ' ' || last_name AS label FROM ${table} WHERE id = $1`, [id]);
    return person;
  }

  private async room(user: AuthenticatedUser, roomId: number): Promise<LabelledDto> {
    await this.access.require(user, Permission.RoomRead, [roomId]);
    const [room] = await this.dataSource.query(`SELECT id, label FROM room WHERE id = $1`, [roomId]);
    return room;
  }

  async byId(user: AuthenticatedUser, id: number): Promise<AttendanceRecordDto> {
    const { daycareId } = await this.access.require(user, Permission.AttendanceRecordCorrect, [id]);
    const record = await this.record(daycareId, id);
    this.assertMayCorrect(user, record.personType);
    return record;
  }

  /** Times must be in order and not in the future (an open interval means "in since"). */
  private times(body: { startedAt: string; endedAt?: string | null }): { start: Date; end: Date | null } {
    const start = new Date(body.startedAt);
    const end = body.endedAt ? new Date(body.endedAt) : null;
    const now = this.clock.now();
    if (start > now) throw new BadRequestException('startedAt cannot be in the future');
    if (end && end > now) throw new BadRequestException('endedAt cannot be in the future');
    if (end && end <= start) throw new BadRequestException('endedAt must be after startedAt');
    return { start, end };
  }

  private async openStay(manager: EntityManager, kind: PersonType, personId: number): Promise<OpenStay | null> {
    const [row] = await manager.query(
      `SELECT a.room_id AS "roomId", r.label AS "roomLabel" FROM attendance a JOIN room r ON r.id = a.room_id
        WHERE a.person_kind = $1 AND a.person_id = $2 AND a.ended_at IS NULL`,
      [kind, personId],
    );
    return row ?? null;
  }

  /** Publishes what a correction changed: the person's status when their open stay changed, and every room and day touched. */
  private async publish(daycareId: number, person: LabelledDto & { personType: PersonType }, before: OpenStay | null, after: OpenStay | null, rooms: number[], days: Date[]): Promise<void> {
    const changes = [];
    if (before?.roomId !== after?.roomId) {
      const stay = after ?? before!;
      changes.push({ personType: person.personType, person: { id: person.id, label: person.label }, status: after ? 1 : 0, room: { id: stay.roomId, label: stay.roomLabel } });
    }
    if (changes.length) await this.attendance.announce(daycareId, changes, this.clock.now(), rooms);
    else {
      // Only history changed: tell each room's open screens about each day touched.
      const timeZone = await this.attendance.timeZone(daycareId);
      for (const roomId of new Set(rooms)) {
        for (const date of new Set(days.map((day) => localDate(day, timeZone)))) await this.hub.attendanceUpdated({ daycareId, roomId, date });
      }
    }
  }

  async update(user: AuthenticatedUser, body: UpdateAttendanceRecordDto): Promise<AttendanceRecordDto> {
    const { daycareId } = await this.access.require(user, Permission.AttendanceRecordCorrect, [body.id]);
    const existing = await this.record(daycareId, body.id);
    this.assertMayCorrect(user, existing.personType);
    const { start, end } = this.times(body);
    await this.access.require(user, Permission.RoomRead, [body.roomId]);
    let before: OpenStay | null = null;
    let after: OpenStay | null = null;
    try {
      await this.dataSource.transaction(async (manager) => {
        before = await this.openStay(manager, existing.personType, existing.person.id);
        const [, updated] = await manager.query(
          `UPDATE attendance SET room_id = $3, started_at = $4, ended_at = $5::timestamptz,
                  signed_out_by = CASE WHEN $5::timestamptz IS NULL THEN NULL WHEN ended_at IS NULL THEN $6::int ELSE signed_out_by END,
                  ${CLEAR_PICKUP_WHEN_REOPENED}
            WHERE id = $1 AND daycare_id = $2`,
          [body.id, daycareId, body.roomId, start, end, user.id],
        );
        if (!updated) throw new NotFoundException(ATTENDANCE_NOT_FOUND);
        after = await this.openStay(manager, existing.personType, existing.person.id);
      });
    } catch (error) {
      throw attendanceError(error);
    }
    await this.publish(daycareId, { ...existing.person, personType: existing.personType }, before, after, [existing.room.id, body.roomId], [new Date(existing.startedAt), start]);
    return this.record(daycareId, body.id);
  }

  async create(user: AuthenticatedUser, body: CreateAttendanceRecordDto): Promise<AttendanceRecordDto> {
    const daycareId = this.access.daycareId(user);
    this.assertMayCorrect(user, body.personType);
    const { start, end } = this.times(body);
    const person = await this.person(user, body.personType, body.personId);
    await this.access.require(user, Permission.RoomRead, [body.roomId]);
    let id = 0;
    let before: OpenStay | null = null;
    let after: OpenStay | null = null;
    try {
      await this.dataSource.transaction(async (manager) => {
        before = await this.openStay(manager, body.personType, person.id);
        [{ id }] = await manager.query(
          `INSERT INTO attendance (daycare_id, person_kind, ${body.personType === 'child' ? 'child_id' : 'staff_id'}, room_id, started_at, ended_at, signed_in_by, signed_out_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7::int, CASE WHEN $6::timestamptz IS NULL THEN NULL ELSE $7::int END) RETURNING id`,
          [daycareId, body.personType, person.id, body.roomId, start, end, user.id],
        );
        after = await this.openStay(manager, body.personType, person.id);
      });
    } catch (error) {
      throw attendanceError(error);
    }
    await this.publish(daycareId, { ...person, personType: body.personType }, before, after, [body.roomId], [start]);
    return this.record(daycareId, id);
  }

  async remove(user: AuthenticatedUser, id: number): Promise<void> {
    const { daycareId } = await this.access.require(user, Permission.AttendanceRecordCorrect, [id]);
    const existing = await this.record(daycareId, id);
    this.assertMayCorrect(user, existing.personType);
    await this.dataSource.query(`DELETE FROM attendance WHERE id = $1 AND daycare_id = $2`, [id, daycareId]);
    const before = existing.endedAt === null ? { roomId: existing.room.id, roomLabel: existing.room.label } : null;
    await this.publish(daycareId, { ...existing.person, personType: existing.personType }, before, null, [existing.room.id], [new Date(existing.startedAt)]);
  }

  /** [startDate, endDate] as local days, checked; defaults: the last 30 days up to today. */
  private async period(daycareId: number, startDate: string | undefined, endDate: string | undefined) {
    const timeZone = await this.attendance.timeZone(daycareId);
    const end = endDate ?? localDate(this.clock.now(), timeZone);
    const start = startDate ?? addDays(end, -29);
    if (start > end) throw new BadRequestException('startDate must not be after endDate');
    if (Date.parse(end) - Date.parse(start) > (MAX_DAYS - 1) * 86_400_000) throw new BadRequestException(`A period covers at most ${MAX_DAYS} days`);
    return { start, end, timeZone };
  }

  async search(user: AuthenticatedUser, query: AttendanceSearchQueryDto): Promise<AttendanceSearchDto> {
    const daycareId = this.access.daycareId(user);
    this.assertMayCorrect(user, query.personType);
    const person = await this.person(user, query.personType, query.personId);
    const { start, end, timeZone } = await this.period(daycareId, query.startDate, query.endDate);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const now = this.clock.now();
    const where = `WHERE a.daycare_id = $1 AND a.person_kind = $2 AND a.person_id = $3
                     AND a.started_at < (($5::date + 1)::timestamp AT TIME ZONE $6) AND coalesce(a.ended_at, 'infinity') > ($4::date::timestamp AT TIME ZONE $6)`;
    const params = [daycareId, query.personType, person.id, start, end, timeZone];
    const [rows, [summary]]: [RecordRow[], { total: number; totalMinutes: number }[]] = await Promise.all([
      this.dataSource.query(`${RECORD_SELECT.replace('$NOW', '$7')} ${where} ORDER BY a.started_at DESC, a.id DESC LIMIT $8 OFFSET $9`, [
        ...params,
        now,
        pageSize,
        (page - 1) * pageSize,
      ]),
      this.dataSource.query(
        `SELECT count(*)::int AS total,
                coalesce(floor(sum(extract(epoch FROM least(coalesce(a.ended_at, $7::timestamptz), (($5::date + 1)::timestamp AT TIME ZONE $6))
                                                  - greatest(a.started_at, ($4::date::timestamp AT TIME ZONE $6))) / 60)), 0)::int AS "totalMinutes"
           FROM attendance a ${where}`,
        [...params, now],
      ),
    ]);
    return { person, startDate: start, endDate: end, totalMinutes: Math.max(0, summary.totalMinutes), total: summary.total, page, pageSize, items: rows.map(toRecord) };
  }

  /** Minutes and days per child and per staff member within the period (and room), open stays counted up to now. */
  async report(user: AuthenticatedUser, query: AttendanceReportQueryDto): Promise<AttendanceReportDto> {
    const daycareId = this.access.daycareId(user);
    const { start, end, timeZone } = await this.period(daycareId, query.startDate, query.endDate);
    const room = query.roomId === undefined ? null : await this.room(user, query.roomId);
    const rows: (ReportLineDto & { kind: PersonType })[] = await this.dataSource.query(
      `WITH b AS (SELECT ($2::date::timestamp AT TIME ZONE $4) AS lo, (($3::date + 1)::timestamp AT TIME ZONE $4) AS hi),
            clipped AS (
              SELECT a.person_kind AS kind, a.person_id AS id,
                     coalesce(c.first_name || ' ' || c.last_name, u.first_name || ' ' || u.last_name) AS label,
                     greatest(a.started_at, b.lo) AS s, least(coalesce(a.ended_at, $5::timestamptz), b.hi) AS e
                FROM attendance a CROSS JOIN b
                LEFT JOIN child c ON c.id = a.child_id
                LEFT JOIN "user" u ON u.id = a.staff_id
               WHERE a.daycare_id = $1 AND a.started_at < b.hi AND coalesce(a.ended_at, $5::timestamptz) > b.lo
                 AND ($6::int IS NULL OR a.room_id = $6))
       SELECT kind, id, label, floor(sum(extract(epoch FROM e - s)) / 60)::int AS minutes,
              count(DISTINCT (s AT TIME ZONE $4)::date)::int AS days
         FROM clipped WHERE e > s
        GROUP BY kind, id, label
        ORDER BY label, id`,
      [daycareId, start, end, timeZone, this.clock.now(), room?.id ?? null],
    );
    const line = ({ kind: _kind, ...row }: ReportLineDto & { kind: PersonType }): ReportLineDto => ({ ...row, hours: Math.round((row.minutes / 60) * 100) / 100 });
    return {
      startDate: start,
      endDate: end,
      room,
      // Each side only for a holder of its role (DIRECTOR holds both).
      children: mayHandleAttendance(user, 'child') ? rows.filter((row) => row.kind === 'child').map(line) : [],
      staff: mayHandleAttendance(user, 'staff') ? rows.filter((row) => row.kind === 'staff').map(line) : [],
    };
  }

  /** The report as CSV (one line per person: type, id, name, days, minutes, hours). */
  async reportCsv(user: AuthenticatedUser, query: AttendanceReportQueryDto): Promise<string> {
    const report = await this.report(user, query);
    const cell = (value: string | number) => {
      const text = String(value);
      // Quote what needs it; a leading =, +, - or @ would run as a formula in a spreadsheet.
      const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
      return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
    };
    const lines = [
      ['type', 'id', 'name', 'days', 'minutes', 'hours'],
      ...report.children.map((row) => ['child', row.id, row.label, row.days, row.minutes, row.hours.toFixed(2)]),
      ...report.staff.map((row) => ['staff', row.id, row.label, row.days, row.minutes, row.hours.toFixed(2)]),
    ];
    return `${lines.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
  }
}
