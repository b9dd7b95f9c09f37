import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MyWayEvent } from '@daycare/shared';
import { AccessService, type AccessScope, Permission, ROOM_NOT_FOUND } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { HubEvents } from '../hub';
import type { OnMyWayDto, SendOnMyWayDto } from './dto/on-my-way.dto';

export const NOTICE_NOT_FOUND = 'This on-my-way notice was not found';
export const CHILD_WITHOUT_ROOM = 'This child has no room yet; please ask the daycare to set a home room';

/** Who sees which notices: a room (staff, tablets), the whole daycare (directors), or their own (guardians). */
type NoticeScope = { daycareId: number } & ({ kind: 'daycare' } | { kind: 'room'; roomId: number | null } | { kind: 'guardian'; userId: number });

interface NoticeRow {
  id: number;
  childId: number;
  childLabel: string;
  roomId: number;
  roomLabel: string;
  guardianId: number;
  guardianLabel: string;
  arrivingAt: Date;
  note: string | null;
  createdAt: Date;
  readAt: Date | null;
  readById: number | null;
  readByLabel: string | null;
}

const userLabel = (alias: string) => `coalesce(nullif(concat_ws(' ', ${alias}.first_name, ${alias}.last_name), ''), ${alias}.email)`;

/** One query answers a page of notices whatever its size: child, room, guardian and reader are joined. */
const NOTICE_SELECT = `
  SELECT o.id, o.child_id AS "childId", c.first_name || ' ' || c.last_name AS "childLabel",
         o.room_id AS "roomId", r.label AS "roomLabel",
         o.guardian_user_id AS "guardianId", ${userLabel('g')} AS "guardianLabel",
         o.arriving_at AS "arrivingAt", o.note, o.created_at AS "createdAt", o.read_at AS "readAt",
         o.read_by AS "readById", CASE WHEN rb.id IS NULL THEN NULL ELSE ${userLabel('rb')} END AS "readByLabel"
    FROM on_my_way o
    JOIN daycare d ON d.id = o.daycare_id
    JOIN child c ON c.id = o.child_id
    JOIN room r ON r.id = o.room_id
    JOIN "user" g ON g.id = o.guardian_user_id
    LEFT JOIN "user" rb ON rb.id = o.read_by`;

/** Since the start of the daycare's local day of $2 (days are the daycare's, as in attendance). */
const TODAY = `o.created_at >= ((($2::timestamptz AT TIME ZONE d.time_zone)::date)::timestamp AT TIME ZONE d.time_zone)`;

function toDto(row: NoticeRow): OnMyWayDto {
  return {
    id: row.id,
    child: { id: row.childId, label: row.childLabel },
    room: { id: row.roomId, label: row.roomLabel },
    guardian: { id: row.guardianId, label: row.guardianLabel },
    arrivingAt: new Date(row.arrivingAt).toISOString(),
    note: row.note,
    createdAt: new Date(row.createdAt).toISOString(),
    readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
    readBy: row.readById === null ? null : { id: row.readById, label: row.readByLabel ?? '' },
  };
}

function eventOf(daycareId: number, notice: OnMyWayDto): MyWayEvent {
  return { daycareId, roomId: notice.room.id, child: notice.child, guardian: { label: notice.guardian.label } };
}

/**
 * On-my-way: a guardian says they are coming for a child; the child's
 * room (its staff and tablet) and the directors hear it live and mark it read.
 */
@Injectable()
export class OnMyWayService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly hub: HubEvents,
    private readonly clock: ClockService,
  ) {}

  async send(user: AuthenticatedUser, body: SendOnMyWayDto): Promise<OnMyWayDto> {
    const scope = await this.access.require(user, Permission.OnMyWaySend, [body.childId]);
    // The room that hears it: where the child is signed in now, else the home room.
    const [child] = await this.dataSource.query(
      `SELECT c.id, coalesce(a.room_id, c.home_room_id) AS "roomId"
         FROM child c
         LEFT JOIN attendance a ON a.person_kind = 'child' AND a.child_id = c.id AND a.ended_at IS NULL
        WHERE c.id = $1 AND c.daycare_id = $2`,
      [body.childId, scope.daycareId],
    );
    if (!child.roomId) throw new BadRequestException(CHILD_WITHOUT_ROOM);
    const now = this.clock.now();
    const arrivingAt = new Date(now.getTime() + body.minutes * 60_000);
    const [{ id }] = await this.dataSource.query(
      `INSERT INTO on_my_way (daycare_id, room_id, child_id, guardian_user_id, arriving_at, note, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [scope.daycareId, child.roomId, child.id, user.id, arrivingAt, body.note ?? null, now],
    );
    const notice = await this.byId(scope.daycareId, id);
    await this.hub.myWay(eventOf(scope.daycareId, notice));
    return notice;
  }

  /** Today's notices the caller sees, newest first. */
  async list(user: AuthenticatedUser): Promise<OnMyWayDto[]> {
    return this.notices(await this.noticeScope(await this.access.scope(user)), false);
  }

  /** Today's unread notices of one room (a tablet's or staff member's own; directors any, or the daycare's without one). */
  async roomUnread(user: AuthenticatedUser, roomId: number | undefined): Promise<OnMyWayDto[]> {
    return this.notices(await this.roomScope(user, roomId), true);
  }

  async count(user: AuthenticatedUser): Promise<number> {
    const scope = await this.noticeScope(await this.access.scope(user));
    if (scope.kind === 'room' && scope.roomId === null) return 0;
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM on_my_way o JOIN daycare d ON d.id = o.daycare_id
        WHERE o.daycare_id = $1 AND ${TODAY} AND o.read_at IS NULL AND ${this.scopeFilter(scope)}`,
      [scope.daycareId, this.clock.now(), ...this.scopeParams(scope)],
    );
    return count;
  }

  /** Marks a notice read (once: reading it again keeps the first reader). */
  async read(user: AuthenticatedUser, id: number): Promise<OnMyWayDto> {
    const scope = await this.noticeScope(await this.access.scope(user));
    if (scope.kind === 'guardian') throw new ForbiddenException('Guardians cannot mark notices read');
    const notice = await this.visible(scope, id);
    if (notice.readAt) return notice;
    await this.dataSource.query(`UPDATE on_my_way SET read_at = $3, read_by = $4 WHERE id = $1 AND daycare_id = $2 AND read_at IS NULL`, [
      id,
      scope.daycareId,
      this.clock.now(),
      user.id,
    ]);
    const read = await this.byId(scope.daycareId, id);
    await this.hub.myWayComplete(eventOf(scope.daycareId, read));
    return read;
  }

  /** Removes a notice: the guardian who sent it, or a director. */
  async remove(user: AuthenticatedUser, id: number): Promise<void> {
    const scope = await this.noticeScope(await this.access.scope(user));
    if (scope.kind === 'room') throw new ForbiddenException('Only the guardian who sent it or a director can delete a notice');
    const notice = await this.visible(scope, id);
    await this.dataSource.query(`DELETE FROM on_my_way WHERE id = $1 AND daycare_id = $2`, [id, scope.daycareId]);
    await this.hub.myWayComplete(eventOf(scope.daycareId, notice));
  }

  private async noticeScope(scope: AccessScope): Promise<NoticeScope> {
    switch (scope.kind) {
      case 'admin':
        return { kind: 'daycare', daycareId: scope.daycareId };
      case 'tablet':
        return { kind: 'room', daycareId: scope.daycareId, roomId: scope.roomId };
      case 'guardian':
        return { kind: 'guardian', daycareId: scope.daycareId, userId: scope.userId };
      case 'staff':
        return { kind: 'room', daycareId: scope.daycareId, roomId: await this.staffRoom(scope.daycareId, scope.userId) };
    }
  }

  /** A staff member's room is their room in the daycare (the one the hub routes on-my-way to). */
  private async staffRoom(daycareId: number, userId: number): Promise<number | null> {
    const [row] = await this.dataSource.query(`SELECT room_id AS "roomId" FROM user_daycare WHERE user_id = $1 AND daycare_id = $2`, [userId, daycareId]);
    return row?.roomId ?? null;
  }

  private async roomScope(user: AuthenticatedUser, roomId: number | undefined): Promise<NoticeScope> {
    const scope = await this.noticeScope(await this.access.scope(user));
    if (scope.kind === 'guardian') throw new ForbiddenException('Guardians see their own notices in the list');
    if (scope.kind === 'room') {
      if (roomId !== undefined && roomId !== scope.roomId) throw new NotFoundException(ROOM_NOT_FOUND);
      return scope;
    }
    if (roomId === undefined) return scope;
    await this.access.require(user, Permission.RoomRead, [roomId]);
    return { kind: 'room', daycareId: scope.daycareId, roomId };
  }

  private scopeFilter(scope: NoticeScope): string {
    if (scope.kind === 'room') return 'o.room_id = $3';
    if (scope.kind === 'guardian') return 'o.guardian_user_id = $3';
    return 'true';
  }

  private scopeParams(scope: NoticeScope): unknown[] {
    if (scope.kind === 'room') return [scope.roomId];
    if (scope.kind === 'guardian') return [scope.userId];
    return [];
  }

  private async notices(scope: NoticeScope, unreadOnly: boolean): Promise<OnMyWayDto[]> {
    // Staff without a room hear no notices (the hub sends them none either).
    if (scope.kind === 'room' && scope.roomId === null) return [];
    const rows: NoticeRow[] = await this.dataSource.query(
      `${NOTICE_SELECT}
        WHERE o.daycare_id = $1 AND ${TODAY} AND ${this.scopeFilter(scope)} ${unreadOnly ? 'AND o.read_at IS NULL' : ''}
        ORDER BY o.created_at DESC, o.id DESC`,
      [scope.daycareId, this.clock.now(), ...this.scopeParams(scope)],
    );
    return rows.map(toDto);
  }

  /** A notice the scope may act on (any day); anything else answers 404 like a missing one. */
  private async visible(scope: NoticeScope, id: number): Promise<OnMyWayDto> {
    const notice = await this.byId(scope.daycareId, id);
    const allowed = scope.kind === 'daycare' || (scope.kind === 'room' ? notice.room.id === scope.roomId : notice.guardian.id === scope.userId);
    if (!allowed) throw new NotFoundException(NOTICE_NOT_FOUND);
    return notice;
  }

  private async byId(daycareId: number, id: number): Promise<OnMyWayDto> {
    const [row]: NoticeRow[] = await this.dataSource.query(`${NOTICE_SELECT} WHERE o.id = $1 AND o.daycare_id = $2`, [id, daycareId]);
    if (!row) throw new NotFoundException(NOTICE_NOT_FOUND);
    return toDto(row);
  }
}
