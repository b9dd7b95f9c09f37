import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { UserType } from '@daycare/shared';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { AccessService, DAYCARE_NOT_FOUND, Permission, ROOM_NOT_FOUND, CHILD_NOT_FOUND, STAFF_NOT_FOUND } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import type { RoomDto } from './dto/room.dto';
import type {
  AddOrUpdateStreamDto,
  AgeGroupDto,
  ChildRoomDto,
  IdLabelDto,
  RoomDetailDto,
  RoomSettingsDto,
  RoomSettingsViewDto,
  StaffRoomDto,
  StreamDto,
  SupplyItemDto,
  UpdateAgeGroupDto,
  UpdateChildRoomDto,
  UpdateRoomDto,
  UpdateStaffRoomDto,
  UpdateSupplyListDto,
} from './dto/room-settings.dto';
import { defaultSleepCheckMinutes } from './dto/room-settings.dto';
import { settingsError } from './room-errors';
import { Room } from './room.entity';

export const STREAM_NOT_FOUND = 'This stream was not found';
export const AGE_GROUP_NOT_FOUND = 'This age group was not found';

type RoomRow = Omit<RoomDetailDto, 'requiredStaff'>;

const ROOM_DETAIL = `
  SELECT r.id, r.label, r.in_ratio AS "inRatio", r.capacity, r.age_group_id AS "ageGroupId", g.label AS "ageGroupLabel",
         coalesce(r.children_per_staff, g.children_per_staff) AS "childrenPerStaff",
         (SELECT count(*)::int FROM child c WHERE c.home_room_id = r.id) AS enrolled,
         (SELECT count(*)::int FROM attendance a WHERE a.room_id = r.id AND a.ended_at IS NULL AND a.person_kind = 'child') AS "childrenIn",
         (SELECT count(*)::int FROM attendance a WHERE a.room_id = r.id AND a.ended_at IS NULL AND a.person_kind = 'staff') AS "staffIn"
    FROM room r LEFT JOIN age_group g ON g.id = r.age_group_id`;

function withRatio(row: RoomRow): RoomDetailDto {
  const requiredStaff = row.inRatio && row.childrenPerStaff ? Math.ceil(row.childrenIn / row.childrenPerStaff) : 0;
  return { ...row, requiredStaff };
}

const hhmm = (time: string | null) => (time === null ? null : time.slice(0, 5));

/** Rooms, their settings, streams, supply lists and the daycare's age groups; every query scoped by the daycare. */
@Injectable()
export class RoomsService {
  constructor(
    @InjectRepository(Room) private readonly rooms: Repository<Room>,
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  /** The rooms of the session's daycare; none before a Super user chooses one. */
  list(user: AuthenticatedUser): Promise<RoomDto[]> {
    return user.daycareId === null ? Promise.resolve([]) : this.listForDaycare(user.daycareId);
  }

  /** The daycare's rooms by label. */
  listForDaycare(daycareId: number): Promise<RoomDto[]> {
    return this.rooms
      .createQueryBuilder('room')
      .select(['room.id', 'room.label', 'room.inRatio'])
      .where('room.daycareId = :daycareId', { daycareId })
      .orderBy('room.label')
      .getMany();
  }

  /** Every room of the daycare with its settings and live ratio, in one query. */
  async byDaycare(user: AuthenticatedUser, daycareId: number): Promise<RoomDetailDto[]> {
    if (daycareId !== this.access.daycareId(user)) throw new NotFoundException(DAYCARE_NOT_FOUND);
    const rows: RoomRow[] = await this.dataSource.query(`${ROOM_DETAIL} WHERE r.daycare_id = $1 ORDER BY r.label, r.id`, [daycareId]);
    return rows.map(withRatio);
  }

  async detail(user: AuthenticatedUser, roomId: number): Promise<RoomDetailDto> {
    const daycareId = this.access.daycareId(user);
    const [row]: RoomRow[] = await this.dataSource.query(`${ROOM_DETAIL} WHERE r.daycare_id = $1 AND r.id = $2`, [daycareId, roomId]);
    if (!row) throw new NotFoundException(ROOM_NOT_FOUND);
    return withRatio(row);
  }

  private async assertRoom(daycareId: number, roomId: number, manager: EntityManager | DataSource = this.dataSource): Promise<IdLabelDto> {
    const [room] = await manager.query(`SELECT id, label FROM room WHERE id = $1 AND daycare_id = $2`, [roomId, daycareId]);
    if (!room) throw new NotFoundException(ROOM_NOT_FOUND);
    return room;
  }

  async save(user: AuthenticatedUser, body: UpdateRoomDto): Promise<RoomDetailDto> {
    const daycareId = this.access.daycareId(user);
    const label = body.label.trim();
    try {
      if (body.id === undefined) {
        const [{ id }] = await this.dataSource.query(`INSERT INTO room (daycare_id, label, in_ratio) VALUES ($1, $2, $3) RETURNING id`, [
          daycareId,
          label,
          body.inRatio ?? true,
        ]);
        return this.detail(user, id);
      }
      const [, updated] = await this.dataSource.query(
        `UPDATE room SET label = $3, in_ratio = coalesce($4, in_ratio) WHERE id = $1 AND daycare_id = $2`,
        [body.id, daycareId, label, body.inRatio ?? null],
      );
      if (!updated) throw new NotFoundException(ROOM_NOT_FOUND);
      return this.detail(user, body.id);
    } catch (error) {
      throw settingsError(error);
    }
  }

  async remove(user: AuthenticatedUser, roomId: number): Promise<void> {
    const daycareId = this.access.daycareId(user);
    try {
      const [, deleted] = await this.dataSource.query(`DELETE FROM room WHERE id = $1 AND daycare_id = $2`, [roomId, daycareId]);
      if (!deleted) throw new NotFoundException(ROOM_NOT_FOUND);
    } catch (error) {
      throw settingsError(error);
    }
  }

  async settings(user: AuthenticatedUser, roomId: number): Promise<RoomSettingsViewDto> {
    const daycareId = this.access.daycareId(user);
    const [row] = await this.dataSource.query(
      `SELECT id AS "roomId", label, in_ratio AS "inRatio", capacity, age_group_id AS "ageGroupId", children_per_staff AS "childrenPerStaff",
              opens_at::text AS "opensAt", closes_at::text AS "closesAt"
         FROM room WHERE id = $1 AND daycare_id = $2`,
      [roomId, daycareId],
    );
    if (!row) throw new NotFoundException(ROOM_NOT_FOUND);
    return { ...row, opensAt: hhmm(row.opensAt), closesAt: hhmm(row.closesAt) };
  }

  async updateSettings(user: AuthenticatedUser, body: RoomSettingsDto): Promise<RoomSettingsViewDto> {
    const daycareId = this.access.daycareId(user);
    if (body.ageGroupId != null) {
      const [group] = await this.dataSource.query(`SELECT 1 FROM age_group WHERE id = $1 AND daycare_id = $2`, [body.ageGroupId, daycareId]);
      if (!group) throw new NotFoundException(AGE_GROUP_NOT_FOUND);
    }
    try {
      const [, updated] = await this.dataSource.query(
        `UPDATE room SET capacity = $3, age_group_id = $4, children_per_staff = $5, opens_at = $6, closes_at = $7, in_ratio = coalesce($8, in_ratio)
          WHERE id = $1 AND daycare_id = $2`,
        [body.roomId, daycareId, body.capacity ?? null, body.ageGroupId ?? null, body.childrenPerStaff ?? null, body.opensAt ?? null, body.closesAt ?? null, body.inRatio ?? null],
      );
      if (!updated) throw new NotFoundException(ROOM_NOT_FOUND);
    } catch (error) {
      throw settingsError(error);
    }
    return this.settings(user, body.roomId);
  }

  async childRoom(user: AuthenticatedUser, childId: number): Promise<ChildRoomDto> {
    const daycareId = this.access.daycareId(user);
    const [row] = await this.dataSource.query(
      `SELECT json_build_object('id', c.id, 'label', c.first_name || ' ' || c.last_name) AS child,
              CASE WHEN r.id IS NULL THEN NULL ELSE json_build_object('id', r.id, 'label', r.label) END AS room
         FROM child c LEFT JOIN room r ON r.id = c.home_room_id
        WHERE c.id = $1 AND c.daycare_id = $2`,
      [childId, daycareId],
    );
    if (!row) throw new NotFoundException(CHILD_NOT_FOUND);
    return row;
  }

  async updateChildRoom(user: AuthenticatedUser, body: UpdateChildRoomDto): Promise<ChildRoomDto> {
    const daycareId = this.access.daycareId(user);
    if (body.roomId != null) await this.assertRoom(daycareId, body.roomId);
    const [, updated] = await this.dataSource.query(`UPDATE child SET home_room_id = $3 WHERE id = $1 AND daycare_id = $2`, [body.childId, daycareId, body.roomId ?? null]);
    if (!updated) throw new NotFoundException(CHILD_NOT_FOUND);
    return this.childRoom(user, body.childId);
  }

  /** Staff members and room tablets have a home room. */
  async staffRoom(user: AuthenticatedUser, staffId: number): Promise<StaffRoomDto> {
    const daycareId = this.access.daycareId(user);
    const [row] = await this.dataSource.query(
      `SELECT json_build_object('id', u.id, 'label', u.first_name || ' ' || u.last_name) AS staff,
              CASE WHEN r.id IS NULL THEN NULL ELSE json_build_object('id', r.id, 'label', r.label) END AS room
         FROM user_daycare ud JOIN "user" u ON u.id = ud.user_id AND u.type IN (${UserType.Staff}, ${UserType.Tablet})
         LEFT JOIN room r ON r.id = ud.room_id
        WHERE ud.user_id = $1 AND ud.daycare_id = $2`,
      [staffId, daycareId],
    );
    if (!row) throw new NotFoundException(STAFF_NOT_FOUND);
    return row;
  }

  async updateStaffRoom(user: AuthenticatedUser, body: UpdateStaffRoomDto): Promise<StaffRoomDto> {
    const daycareId = this.access.daycareId(user);
    await this.staffRoom(user, body.staffId);
    if (body.roomId != null) await this.assertRoom(daycareId, body.roomId);
    await this.dataSource.query(`UPDATE user_daycare SET room_id = $3 WHERE user_id = $1 AND daycare_id = $2`, [body.staffId, daycareId, body.roomId ?? null]);
    return this.staffRoom(user, body.staffId);
  }

  /** Streams with their rooms; `activeOnly` for choices. */
  async streams(user: AuthenticatedUser, activeOnly = false): Promise<StreamDto[]> {
    const daycareId = this.access.daycareId(user);
    return this.dataSource.query(
      `SELECT s.id, s.label, s.active,
              coalesce((SELECT json_agg(json_build_object('id', r.id, 'label', r.label) ORDER BY r.label, r.id)
                          FROM room_stream_room sr JOIN room r ON r.id = sr.room_id WHERE sr.stream_id = s.id), '[]') AS rooms
         FROM room_stream s
        WHERE s.daycare_id = $1 AND ($2::boolean IS FALSE OR s.active)
        ORDER BY s.label, s.id`,
      [daycareId, activeOnly],
    );
  }

  async streamRooms(user: AuthenticatedUser, streamId: number): Promise<RoomDto[]> {
    const daycareId = this.access.daycareId(user);
    const [stream] = await this.dataSource.query(`SELECT 1 FROM room_stream WHERE id = $1 AND daycare_id = $2`, [streamId, daycareId]);
    if (!stream) throw new NotFoundException(STREAM_NOT_FOUND);
    return this.dataSource.query(
      `SELECT r.id, r.label, r.in_ratio AS "inRatio" FROM room_stream_room sr JOIN room r ON r.id = sr.room_id
        WHERE sr.stream_id = $1 AND sr.daycare_id = $2 ORDER BY r.label, r.id`,
      [streamId, daycareId],
    );
  }

  async saveStream(user: AuthenticatedUser, body: AddOrUpdateStreamDto): Promise<StreamDto> {
    const daycareId = this.access.daycareId(user);
    try {
      const id = await this.dataSource.transaction(async (manager) => {
        const [{ count }] = await manager.query(`SELECT count(*)::int AS count FROM room WHERE daycare_id = $1 AND id = ANY($2::int[])`, [daycareId, body.roomIds]);
        if (count !== body.roomIds.length) throw new NotFoundException(ROOM_NOT_FOUND);
        let streamId = body.id;
        if (streamId === undefined) {
          [{ id: streamId }] = await manager.query(`INSERT INTO room_stream (daycare_id, label, active) VALUES ($1, $2, $3) RETURNING id`, [
            daycareId,
            body.label.trim(),
            body.active ?? true,
          ]);
        } else {
          const [, updated] = await manager.query(`UPDATE room_stream SET label = $3, active = coalesce($4, active) WHERE id = $1 AND daycare_id = $2`, [
            streamId,
            daycareId,
            body.label.trim(),
            body.active ?? null,
          ]);
          if (!updated) throw new NotFoundException(STREAM_NOT_FOUND);
          await manager.query(`DELETE FROM room_stream_room WHERE stream_id = $1`, [streamId]);
        }
        await manager.query(`INSERT INTO room_stream_room (stream_id, room_id, daycare_id) SELECT $1, unnest($2::int[]), $3`, [streamId, body.roomIds, daycareId]);
        return streamId!;
      });
      return (await this.streams(user)).find((stream) => stream.id === id)!;
    } catch (error) {
      throw settingsError(error);
    }
  }

  async supplyList(user: AuthenticatedUser, roomId: number): Promise<SupplyItemDto[]> {
    const { daycareId } = await this.access.require(user, Permission.RoomRead, [roomId]);
    await this.assertRoom(daycareId, roomId);
    return this.dataSource.query(`SELECT id, label, note FROM room_supply_item WHERE room_id = $1 AND daycare_id = $2 ORDER BY position, id`, [roomId, daycareId]);
  }

  async updateSupplyList(user: AuthenticatedUser, body: UpdateSupplyListDto): Promise<SupplyItemDto[]> {
    const daycareId = this.access.daycareId(user);
    await this.dataSource.transaction(async (manager) => {
      await this.assertRoom(daycareId, body.roomId, manager);
      await manager.query(`DELETE FROM room_supply_item WHERE room_id = $1 AND daycare_id = $2`, [body.roomId, daycareId]);
      if (body.items.length) {
        await manager.query(
          `INSERT INTO room_supply_item (daycare_id, room_id, position, label, note)
           SELECT $1, $2, item.ord - 1, btrim(item.label), nullif(btrim(item.note), '')
             FROM unnest($3::text[], $4::text[]) WITH ORDINALITY AS item(label, note, ord)`,
          [daycareId, body.roomId, body.items.map((item) => item.label), body.items.map((item) => item.note ?? null)],
        );
      }
    });
    return this.supplyList(user, body.roomId);
  }

  ageGroups(user: AuthenticatedUser): Promise<AgeGroupDto[]> {
    const daycareId = this.access.daycareId(user);
    return this.dataSource.query(
      `SELECT id, label, min_months AS "minMonths", max_months AS "maxMonths", children_per_staff AS "childrenPerStaff", sleep_check_minutes AS "sleepCheckMinutes"
         FROM age_group WHERE daycare_id = $1 ORDER BY min_months, label, id`,
      [daycareId],
    );
  }

  async saveAgeGroup(user: AuthenticatedUser, body: UpdateAgeGroupDto): Promise<AgeGroupDto> {
    const daycareId = this.access.daycareId(user);
    if (body.maxMonths != null && body.maxMonths <= body.minMonths) throw new BadRequestException('maxMonths must be more than minMonths');
    const values = [body.label.trim(), body.minMonths, body.maxMonths ?? null, body.childrenPerStaff];
    try {
      const rows =
        body.id === undefined
          ? await this.dataSource.query(
              `INSERT INTO age_group (daycare_id, label, min_months, max_months, children_per_staff, sleep_check_minutes) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
              [daycareId, ...values, body.sleepCheckMinutes ?? defaultSleepCheckMinutes(body.minMonths)],
            )
          : (
              await this.dataSource.query(
                `UPDATE age_group SET label = $3, min_months = $4, max_months = $5, children_per_staff = $6, sleep_check_minutes = coalesce($7, sleep_check_minutes)
                  WHERE id = $1 AND daycare_id = $2 RETURNING id`,
                [body.id, daycareId, ...values, body.sleepCheckMinutes ?? null],
              )
            )[0];
      if (!rows.length) throw new NotFoundException(AGE_GROUP_NOT_FOUND);
      return (await this.ageGroups(user)).find((group) => group.id === rows[0].id)!;
    } catch (error) {
      throw settingsError(error);
    }
  }

  /** Rooms of the age group keep their own ratio, if any, and lose the group's. */
  async removeAgeGroup(user: AuthenticatedUser, id: number): Promise<void> {
    const daycareId = this.access.daycareId(user);
    const [, deleted] = await this.dataSource.query(`DELETE FROM age_group WHERE id = $1 AND daycare_id = $2`, [id, daycareId]);
    if (!deleted) throw new NotFoundException(AGE_GROUP_NOT_FOUND);
  }
}
