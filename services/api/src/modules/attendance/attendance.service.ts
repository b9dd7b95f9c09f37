import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { UserType } from '@daycare/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessService, type AccessScope, CHILD_NOT_FOUND, Permission, ROOM_NOT_FOUND, STAFF_NOT_FOUND } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { HubEvents } from '../hub';
import { IllnessService } from '../illness';
import { ATTENDANCE_MESSAGES, attendanceError, isDeadlock } from './attendance-errors';
import { assertMayHandleAttendance } from './attendance-roles';
import { AttendancePickupService, type ResolvedPickup } from './pickup.service';
import type {
  AttendanceChangeDto,
  DailyChildAttendanceDto,
  MovedPersonDto,
  MovePeopleDto,
  PersonType,
  RoomDayQueryDto,
  SignedByDto,
  UpdateAttendanceDto,
  WeeklyPersonDto,
  WeeklyRoomAttendanceDto,
} from './dto/attendance.dto';
import { type LabelledDto, type PeopleChildDto, PeopleService, type PeopleStaffDto, PinService } from '../people';

/** Thrown inside the transaction when another request with the same client id got there first. */
class AlreadyAnswered extends Error {}

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD plus `days`, by calendar (no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The calendar date of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

type Person = (PeopleChildDto | PeopleStaffDto) & { personType: PersonType };

/**
 * Signing in and out, moves between rooms, and the attendance views of the tablet. Every change
 * is one transaction and publishes the hub's status-change and attendance events after commit.
 */
@Injectable()
export class AttendanceService {
  private readonly logger = new Logger(AttendanceService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ClockService,
    private readonly access: AccessService,
    private readonly people: PeopleService,
    private readonly pins: PinService,
    private readonly hub: HubEvents,
    private readonly pickups: AttendancePickupService,
    private readonly illness: IllnessService,
  ) {}

  async timeZone(daycareId: number): Promise<string> {
    const [row] = await this.dataSource.query(`SELECT time_zone AS "timeZone" FROM daycare WHERE id = $1`, [daycareId]);
    return row?.timeZone ?? 'UTC';
  }

  private async replay(daycareId: number, clientId: string): Promise<AttendanceChangeDto | undefined> {
    const [row] = await this.dataSource.query(`SELECT response FROM attendance_request WHERE daycare_id = $1 AND client_id = $2`, [daycareId, clientId]);
    return row?.response;
  }

  private async person(user: AuthenticatedUser, body: UpdateAttendanceDto): Promise<Person> {
    const found = body.personType === 'child' ? await this.people.child(user, body.personId) : await this.people.staffMember(user, body.personId);
    return { ...found, personType: body.personType };
  }

  private async userLabel(userId: number): Promise<string> {
    const [row] = await this.dataSource.query(`SELECT first_name || ' ' || last_name AS label FROM "user" WHERE id = $1`, [userId]);
    return row?.label ?? '';
  }

  /** Who signs the person in or out; checks every PIN that proves it. */
  private async signer(user: AuthenticatedUser, scope: AccessScope, body: UpdateAttendanceDto, person: Person): Promise<SignedByDto> {
    const isDirector = user.type === UserType.Admin || user.type === UserType.Super;
    if (body.guardianId !== undefined) {
      if (person.personType !== 'child') throw new BadRequestException("A guardian confirms only a child's sign-in or sign-out");
      const [guardian] = await this.dataSource.query(
        `SELECT u.id, u.first_name || ' ' || u.last_name AS label
           FROM "user" u JOIN child c ON c.family_id = u.family_id
          WHERE u.id = $1 AND c.id = $2 AND c.daycare_id = $3 AND u.type = ${UserType.User}`,
        [body.guardianId, person.id, scope.daycareId],
      );
      if (!guardian) throw new BadRequestException(`Only a guardian of ${person.label} can confirm this`);
      await this.pins.check(guardian, body.pin, scope);
      return { kind: 'guardian', id: guardian.id, label: guardian.label };
    }
    if (person.personType === 'staff') {
      if (isDirector && body.pin === undefined) {
        assertMayHandleAttendance(user, 'staff', 'Signing staff in and out without their PIN');
        return { kind: 'director', id: user.id, label: await this.userLabel(user.id) };
      }
      await this.pins.check(person, body.pin, scope);
      return { kind: 'staff', id: person.id, label: person.label };
    }
    if (scope.kind === 'tablet' || body.signedById !== undefined) {
      if (body.signedById === undefined) {
        throw new BadRequestException('On a tablet, the staff member signing (signedById) confirms with their PIN, or a guardian (guardianId) with theirs');
      }
      const staff = await this.people.staffMember(user, body.signedById).catch(() => {
        throw new BadRequestException('The staff member signing is not staff of this daycare');
      });
      await this.pins.check(staff, body.pin, scope);
      return { kind: 'staff', id: staff.id, label: staff.label };
    }
    assertMayHandleAttendance(user, 'child', 'Signing children in and out');
    return { kind: isDirector ? 'director' : 'staff', id: user.id, label: await this.userLabel(user.id) };
  }

  /** The room a sign-in goes to: a tablet's own; else the one asked for, else the person's home room. */
  private async signInRoom(scope: AccessScope, body: UpdateAttendanceDto, person: Person): Promise<LabelledDto> {
    if (scope.kind === 'tablet') {
      if (body.roomId !== undefined && body.roomId !== scope.roomId) throw new BadRequestException('A tablet signs people in to its own room only');
      return this.room(scope.daycareId, scope.roomId);
    }
    const roomId = body.roomId ?? person.homeRoomId;
    if (roomId === null) throw new BadRequestException(`Choose a room (roomId): ${person.label} has no home room`);
    return this.room(scope.daycareId, roomId);
  }

  /** A room of the daycare with its label; a person may be signed in to a room other than a tablet's. */
  private async room(daycareId: number, roomId: number): Promise<LabelledDto> {
    const [room] = await this.dataSource.query(`SELECT id, label FROM room WHERE id = $1 AND daycare_id = $2`, [roomId, daycareId]);
    if (!room) throw new NotFoundException(ROOM_NOT_FOUND);
    return room;
  }

  /** Signs a child or a staff member in or out; a repeated clientId answers the first result and records nothing. */
  async update(user: AuthenticatedUser, body: UpdateAttendanceDto): Promise<AttendanceChangeDto> {
    try {
      return await this.updateOnce(user, body);
    } catch (error) {
      if (isDeadlock(error)) return this.updateOnce(user, body);
      throw error;
    }
  }

  private async updateOnce(user: AuthenticatedUser, body: UpdateAttendanceDto): Promise<AttendanceChangeDto> {
    const scope = await this.access.require(user, Permission.AttendanceSign);
    const earlier = await this.replay(scope.daycareId, body.clientId);
    if (earlier) return earlier;
    const person = await this.person(user, body);
    if (body.action === 'signIn' && person.status === 1) {
      const [room] = await this.dataSource.query(`SELECT label FROM room WHERE id = $1`, [person.rId]);
      throw new BadRequestException(ATTENDANCE_MESSAGES.alreadyIn(person.label, room?.label ?? 'another room'));
    }
    if (body.action === 'signOut' && person.status !== 1) throw new BadRequestException(ATTENDANCE_MESSAGES.notIn(person.label));
    if (body.action === 'signIn' && person.personType === 'child') await this.illness.assertMayAttend(scope.daycareId, person);
    const room = body.action === 'signIn' ? await this.signInRoom(scope, body, person) : await this.room(scope.daycareId, person.rId!);
    const pickup = body.pickup ? await this.pickups.resolve(user, scope, body, person) : null;
    const by = pickup?.signer ?? (await this.signer(user, scope, body, person));
    let change: AttendanceChangeDto;
    try {
      change = await this.dataSource.transaction((manager) => this.record(manager, scope.daycareId, body, person, room, by, pickup));
    } catch (error) {
      if (error instanceof AlreadyAnswered) return (await this.replay(scope.daycareId, body.clientId))!;
      throw attendanceError(error);
    }
    await this.announce(scope.daycareId, [{ personType: person.personType, person: change.person, status: change.status, room: change.room }], new Date(change.at));
    if (pickup?.allowedBy) await this.alertDirectors(scope.daycareId, change, pickup);
    return change;
  }

  /** Someone not on the pick-up list took a child: the directors hear it at once (after commit; never throws). */
  private async alertDirectors(daycareId: number, change: AttendanceChangeDto, pickup: ResolvedPickup): Promise<void> {
    try {
      await this.hub.pickupAlert({ daycareId, child: change.person, pickedUpBy: pickup.name, reason: pickup.reason!, allowedBy: pickup.allowedBy!, at: change.at });
    } catch (error) {
      this.logger.warn(`Pick-up alert not published: ${(error as Error).message}`);
    }
  }

  private async record(
    manager: EntityManager,
    daycareId: number,
    body: UpdateAttendanceDto,
    person: Person,
    room: LabelledDto,
    by: SignedByDto,
    pickup: ResolvedPickup | null,
  ): Promise<AttendanceChangeDto> {
    // Claims the client id first: a concurrent retry waits here, then finds it taken.
    const claimed = await manager.query(
      `INSERT INTO attendance_request (daycare_id, client_id, response) VALUES ($1, $2, '{}') ON CONFLICT DO NOTHING RETURNING client_id`,
      [daycareId, body.clientId],
    );
    if (!claimed.length) throw new AlreadyAnswered();
    const now = this.clock.now();
    const column = person.personType === 'child' ? 'child_id' : 'staff_id';
    let row: { id: number; startedAt: Date; endedAt: Date | null };
    if (body.action === 'signIn') {
      [row] = await manager.query(
        `INSERT INTO attendance (daycare_id, person_kind, ${column}, room_id, started_at, signed_in_by, client_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, started_at AS "startedAt", ended_at AS "endedAt"`,
        [daycareId, person.personType, person.id, room.id, now, by.id, body.clientId],
      );
    } else {
      const [updated] = await manager.query(
        `UPDATE attendance SET ended_at = $4, signed_out_by = $5,
                picked_up_by_kind = $6, picked_up_by_id = $7, picked_up_by_name = $8, pickup_reason = $9, pickup_allowed_by = $10
          WHERE daycare_id = $1 AND person_kind = $2 AND person_id = $3 AND ended_at IS NULL
          RETURNING id, started_at AS "startedAt", ended_at AS "endedAt"`,
        [daycareId, person.personType, person.id, now, by.id, pickup?.kind ?? null, pickup?.id ?? null, pickup?.name ?? null, pickup?.reason ?? null, pickup?.allowedBy?.id ?? null],
      );
      if (!updated.length) throw new BadRequestException(ATTENDANCE_MESSAGES.notIn(person.label));
      row = updated[0];
    }
    const change: AttendanceChangeDto = {
      clientId: body.clientId,
      attendanceId: row.id,
      personType: person.personType,
      person: { id: person.id, label: person.label },
      status: body.action === 'signIn' ? 1 : 0,
      room,
      at: now.toISOString(),
      signedInAt: row.startedAt.toISOString(),
      signedOutAt: iso(row.endedAt),
      by,
      pickup: pickup && { kind: pickup.kind, id: pickup.id, name: pickup.name, reason: pickup.reason, allowedBy: pickup.allowedBy },
    };
    await manager.query(`UPDATE attendance_request SET response = $3, attendance_id = $4 WHERE daycare_id = $1 AND client_id = $2`, [
      daycareId,
      body.clientId,
      JSON.stringify(change),
      row.id,
    ]);
    return change;
  }

  /** One status change per person, then one OnAttendanceUpdated per room touched (after commit; never throws). */
  async announce(
    daycareId: number,
    changes: { personType: PersonType; person: LabelledDto; status: number; room: LabelledDto }[],
    at: Date,
    extraRooms: number[] = [],
  ): Promise<void> {
    try {
      const date = localDate(at, await this.timeZone(daycareId));
      for (const change of changes) {
        const event = { daycareId, person: change.person, status: change.status, room: change.room };
        await (change.personType === 'child' ? this.hub.childStatusChange(event) : this.hub.staffStatusChange(event));
      }
      for (const roomId of new Set([...changes.map((change) => change.room.id), ...extraRooms])) {
        await this.hub.attendanceUpdated({ daycareId, roomId, date });
      }
    } catch (error) {
      // The change is committed; a lost live event costs a list reload, not the change.
      this.logger.warn(`Attendance events not published: ${(error as Error).message}`);
    }
  }

  /** Moves signed-in people to another room: each stay ends and the next begins at the same instant. */
  async move(user: AuthenticatedUser, body: MovePeopleDto): Promise<MovedPersonDto[]> {
    const scope = await this.access.require(user, Permission.RoomRead, [body.roomId]);
    const target = await this.room(scope.daycareId, body.roomId);
    const children = body.children ?? [];
    const staff = body.staff ?? [];
    if (!children.length && !staff.length) throw new BadRequestException('Choose the children or staff to move');
    if (children.length) assertMayHandleAttendance(user, 'child', 'Moving children');
    if (staff.length) assertMayHandleAttendance(user, 'staff', 'Moving staff');
    let moved: MovedPersonDto[];
    try {
      moved = await this.dataSource.transaction((manager) => this.recordMove(manager, scope.daycareId, user.id, target, children, staff));
    } catch (error) {
      throw attendanceError(error);
    }
    if (moved.length) {
      await this.announce(
        scope.daycareId,
        moved.map((entry) => ({ personType: entry.personType, person: entry.person, status: 1, room: entry.room })),
        new Date(moved[0].at),
        moved.map((entry) => entry.from.id),
      );
    }
    return moved;
  }

  private async recordMove(
    manager: EntityManager,
    daycareId: number,
    userId: number,
    target: LabelledDto,
    children: number[],
    staff: number[],
  ): Promise<MovedPersonDto[]> {
    const open: { id: number; kind: PersonType; personId: number; label: string; roomId: number; roomLabel: string }[] = await manager.query(
      `SELECT a.id, a.person_kind AS kind, a.person_id AS "personId", a.room_id AS "roomId", r.label AS "roomLabel",
              coalesce(c.first_name || ' ' || c.last_name, u.first_name || ' ' || u.last_name) AS label
         FROM attendance a
         JOIN room r ON r.id = a.room_id
         LEFT JOIN child c ON c.id = a.child_id
         LEFT JOIN "user" u ON u.id = a.staff_id
        WHERE a.daycare_id = $1 AND a.ended_at IS NULL
          AND ((a.person_kind = 'child' AND a.person_id = ANY($2::int[])) OR (a.person_kind = 'staff' AND a.person_id = ANY($3::int[])))
        ORDER BY a.id
          FOR UPDATE OF a`,
      [daycareId, children, staff],
    );
    const isOpen = (kind: PersonType, id: number) => open.some((row) => row.kind === kind && row.personId === id);
    const missingChildren = children.filter((id) => !isOpen('child', id));
    const missingStaff = staff.filter((id) => !isOpen('staff', id));
    if (missingChildren.length || missingStaff.length) await this.refuseMissing(manager, daycareId, missingChildren, missingStaff);
    const toMove = open.filter((row) => row.roomId !== target.id);
    if (!toMove.length) return [];
    const now = this.clock.now();
    await manager.query(`UPDATE attendance SET ended_at = $2, signed_out_by = $3 WHERE id = ANY($1::int[])`, [toMove.map((row) => row.id), now, userId]);
    const inserted: { id: number; kind: PersonType; personId: number }[] = await manager.query(
      `INSERT INTO attendance (daycare_id, person_kind, child_id, staff_id, room_id, started_at, signed_in_by)
       SELECT $1, p.kind, CASE WHEN p.kind = 'child' THEN p.id END, CASE WHEN p.kind = 'staff' THEN p.id END, $4, $5, $6
         FROM unnest($2::text[], $3::int[]) AS p(kind, id)
       RETURNING id, person_kind AS kind, person_id AS "personId"`,
      [daycareId, toMove.map((row) => row.kind), toMove.map((row) => row.personId), target.id, now, userId],
    );
    return toMove.map((row) => ({
      personType: row.kind,
      person: { id: row.personId, label: row.label },
      from: { id: row.roomId, label: row.roomLabel },
      room: target,
      attendanceId: inserted.find((entry) => entry.kind === row.kind && entry.personId === row.personId)!.id,
      at: now.toISOString(),
    }));
  }

  /** 404 for anyone not of the daycare, else 400 naming who is not signed in. */
  private async refuseMissing(manager: EntityManager, daycareId: number, children: number[], staff: number[]): Promise<never> {
    const known: { kind: PersonType; id: number; label: string }[] = await manager.query(
      `SELECT 'child' AS kind, id, first_name || ' ' || last_name AS label FROM child WHERE daycare_id = $1 AND id = ANY($2::int[])
       UNION ALL
       SELECT 'staff', u.id, u.first_name || ' ' || u.last_name FROM user_daycare ud JOIN "user" u ON u.id = ud.user_id AND u.type = ${UserType.Staff}
        WHERE ud.daycare_id = $1 AND u.id = ANY($3::int[])`,
      [daycareId, children, staff],
    );
    if (children.some((id) => !known.some((row) => row.kind === 'child' && row.id === id))) throw new NotFoundException(CHILD_NOT_FOUND);
    if (staff.some((id) => !known.some((row) => row.kind === 'staff' && row.id === id))) throw new NotFoundException(STAFF_NOT_FOUND);
    throw new BadRequestException(`Only signed-in people can be moved; not signed in: ${known.map((row) => row.label).join(', ')}`);
  }

  private async dayOf(daycareId: number, date: string | undefined): Promise<{ day: string; timeZone: string }> {
    const timeZone = await this.timeZone(daycareId);
    return { day: date ?? localDate(this.clock.now(), timeZone), timeZone };
  }

  /** Minutes per person and day in the room, Monday to Sunday of the week holding `date`. */
  async weekly(user: AuthenticatedUser, body: RoomDayQueryDto): Promise<WeeklyRoomAttendanceDto> {
    const scope = await this.access.scope(user);
    const room = await this.room(scope.daycareId, await this.people.viewedRoom(user, body.roomId));
    const { day, timeZone } = await this.dayOf(scope.daycareId, body.date);
    const weekStart = mondayOf(day);
    const rows: { kind: PersonType; id: number; label: string; day: number; minutes: number }[] = await this.dataSource.query(
      `WITH days AS (
         SELECT i, (($3::date + i)::timestamp AT TIME ZONE $4) AS day_start, (($3::date + i + 1)::timestamp AT TIME ZONE $4) AS day_end
           FROM generate_series(0, 6) AS i)
       SELECT a.person_kind AS kind, a.person_id AS id,
              coalesce(c.first_name || ' ' || c.last_name, u.first_name || ' ' || u.last_name) AS label, d.i AS day,
              floor(sum(extract(epoch FROM least(coalesce(a.ended_at, $5::timestamptz), d.day_end) - greatest(a.started_at, d.day_start))) / 60)::int AS minutes
         FROM attendance a
         JOIN days d ON a.started_at < d.day_end AND coalesce(a.ended_at, $5::timestamptz) > d.day_start
         LEFT JOIN child c ON c.id = a.child_id
         LEFT JOIN "user" u ON u.id = a.staff_id
        WHERE a.daycare_id = $1 AND a.room_id = $2
          AND a.started_at < (($3::date + 7)::timestamp AT TIME ZONE $4)
          AND coalesce(a.ended_at, 'infinity'::timestamptz) > ($3::date::timestamp AT TIME ZONE $4)
        GROUP BY a.person_kind, a.person_id, label, d.i
        ORDER BY label, a.person_id, d.i`,
      [scope.daycareId, room.id, weekStart, timeZone, this.clock.now()],
    );
    const people = new Map<string, WeeklyPersonDto & { kind: PersonType }>();
    for (const row of rows) {
      const key = `${row.kind}:${row.id}`;
      if (!people.has(key)) people.set(key, { kind: row.kind, id: row.id, label: row.label, minutes: [0, 0, 0, 0, 0, 0, 0], totalMinutes: 0 });
      const person = people.get(key)!;
      person.minutes[row.day] += row.minutes;
      person.totalMinutes += row.minutes;
    }
    const of = (kind: PersonType) => [...people.values()].filter((person) => person.kind === kind).map(({ kind: _kind, ...person }) => person);
    return {
      room,
      weekStart,
      days: [0, 1, 2, 3, 4, 5, 6].map((offset) => addDays(weekStart, offset)),
      children: of('child'),
      staff: of('staff'),
    };
  }

  /** The children's stays of one day (the daycare's local day), in the room when one is given (a tablet: its own). */
  async daily(user: AuthenticatedUser, body: RoomDayQueryDto): Promise<DailyChildAttendanceDto[]> {
    const scope = await this.access.scope(user);
    const roomId = await this.access.roomOf(user, body.roomId);
    const { day, timeZone } = await this.dayOf(scope.daycareId, body.date);
    const rows: (Omit<DailyChildAttendanceDto, 'startedAt' | 'endedAt'> & { startedAt: Date; endedAt: Date | null })[] = await this.dataSource.query(
      `SELECT a.id AS "attendanceId",
              json_build_object('id', c.id, 'label', c.first_name || ' ' || c.last_name) AS child,
              json_build_object('id', r.id, 'label', r.label) AS room,
              a.started_at AS "startedAt", a.ended_at AS "endedAt",
              CASE WHEN si.id IS NULL THEN NULL ELSE json_build_object('id', si.id, 'label', si.first_name || ' ' || si.last_name) END AS "signedInBy",
              CASE WHEN so.id IS NULL THEN NULL ELSE json_build_object('id', so.id, 'label', so.first_name || ' ' || so.last_name) END AS "signedOutBy"
         FROM attendance a
         JOIN child c ON c.id = a.child_id
         JOIN room r ON r.id = a.room_id
         LEFT JOIN "user" si ON si.id = a.signed_in_by
         LEFT JOIN "user" so ON so.id = a.signed_out_by
        WHERE a.daycare_id = $1 AND a.person_kind = 'child'
          AND a.started_at < (($2::date + 1)::timestamp AT TIME ZONE $3)
          AND coalesce(a.ended_at, 'infinity'::timestamptz) > ($2::date::timestamp AT TIME ZONE $3)
          AND ($4::int IS NULL OR a.room_id = $4)
        ORDER BY a.started_at, a.id`,
      [scope.daycareId, day, timeZone, roomId],
    );
    return rows.map((row) => ({ ...row, startedAt: row.startedAt.toISOString(), endedAt: iso(row.endedAt) }));
  }
}

export { ROOM_NOT_FOUND };
