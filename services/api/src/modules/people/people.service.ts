import { BadRequestException, Injectable } from '@nestjs/common';
import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { AccessService, type AccessScope, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { StoredFilesService } from '../files';
import type { ChildGuardianDto, LabelledDto, PeopleChildDto, PeopleStaffDto, RoomAllergyDto, RoomMedicationDto } from './dto/people.dto';

/** Staff are users of type Staff (2) with a membership in the daycare. */
const STAFF_TYPE = 2;
/** Guardians are users of type User (1) of the child's family. */
const GUARDIAN_TYPE = 1;

interface Filter {
  where: string[];
  params: unknown[];
}

function filter(daycareId: number): Filter {
  return { where: [], params: [daycareId] };
}

function add(f: Filter, sql: (param: string) => string, value: unknown): void {
  f.params.push(value);
  f.where.push(sql(`$${f.params.length}`));
}

const CHILD_COLUMNS = `
  c.id, c.first_name AS "firstName", c.last_name AS "lastName", c.first_name || ' ' || c.last_name AS label,
  to_char(c.birth_date, 'YYYY-MM-DD') AS "birthDate", c.photo_url AS "photoUrl", c.photo_file_id AS "photoFileId", c.allergies, c.home_room_id AS "homeRoomId",
  CASE WHEN a.id IS NULL THEN 0 ELSE 1 END AS status, a.room_id AS "rId", a.started_at AS "signedInAt",
  (SELECT count(*)::int FROM child_allergy x WHERE x.child_id = c.id) AS "allergyCount",
  (SELECT count(*)::int FROM child_medication m WHERE m.child_id = c.id AND m.ongoing) AS "onGoingMedication",
  (SELECT count(*)::int FROM child_incident i WHERE i.child_id = c.id AND i.closed_at IS NULL) AS incident,
  coalesce((SELECT array_agg(ct.tag_id ORDER BY ct.tag_id) FROM child_tag ct WHERE ct.child_id = c.id), '{}') AS "tagIds"`;

const STAFF_COLUMNS = `
  u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.first_name || ' ' || u.last_name AS label,
  ud.room_id AS "homeRoomId", (u.pin_hash IS NOT NULL) AS "hasPin",
  CASE WHEN a.id IS NULL THEN 0 ELSE 1 END AS status, a.room_id AS "rId", a.started_at AS "signedInAt"`;

/**
 * A withdrawn child (from the withdrawal day, in the daycare's time zone) leaves the people lists,
 * unless still signed in somewhere, so the stay can be closed. `now` names the clock's instant.
 */
const attending = (now: string) =>
  `(c.withdrawn_on IS NULL OR a.id IS NOT NULL OR c.withdrawn_on > (SELECT (${now}::timestamptz AT TIME ZONE d.time_zone)::date FROM daycare d WHERE d.id = c.daycare_id))`;

type ChildRow = Omit<PeopleChildDto, 'hasAllergies' | 'signedInAt'> & { signedInAt: Date | null; photoFileId: number | null };
type StaffRow = Omit<PeopleStaffDto, 'signedInAt'> & { signedInAt: Date | null };

function toChild({ photoFileId, ...row }: ChildRow, files: StoredFilesService): PeopleChildDto {
  return {
    ...row,
    photoUrl: photoFileId ? files.photoUrlsOf(photoFileId).thumbnailUrl : row.photoUrl,
    hasAllergies: row.allergyCount > 0 || !!row.allergies?.trim(),
    signedInAt: row.signedInAt?.toISOString() ?? null,
  };
}

function toStaff(row: StaffRow): PeopleStaffDto {
  return { ...row, signedInAt: row.signedInAt?.toISOString() ?? null };
}

/** The people lists of the tablet, the flyout and the people pages; each list is one query. */
@Injectable()
export class PeopleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
    private readonly files: StoredFilesService,
  ) {}

  /** Limits a child query to what the caller may see (alias c, open attendance a). */
  private childFilter(scope: AccessScope, roomId: number | null): Filter {
    const f = filter(scope.daycareId);
    if (scope.kind === 'guardian') add(f, (p) => `c.family_id = ${p}`, scope.familyId ?? 0);
    if (roomId !== null) add(f, (p) => `(c.home_room_id = ${p} OR a.room_id = ${p})`, roomId);
    return f;
  }

  private async queryChildren(f: Filter): Promise<PeopleChildDto[]> {
    const rows: ChildRow[] = await this.dataSource.query(
      `SELECT ${CHILD_COLUMNS}
         FROM child c
         LEFT JOIN attendance a ON a.person_kind = 'child' AND a.person_id = c.id AND a.ended_at IS NULL
        WHERE c.daycare_id = $1 ${f.where.map((w) => `AND ${w}`).join(' ')}
        ORDER BY c.first_name, c.last_name, c.id`,
      f.params,
    );
    return rows.map((row) => toChild(row, this.files));
  }

  /**
   * A tablet's own room's children in one statement (the room read inside it): the tablet's grid
   * asks for this all day. An empty answer is checked, so a tablet without a room still gets 400.
   */
  private async tabletChildren(user: AuthenticatedUser): Promise<PeopleChildDto[]> {
    const daycareId = this.access.daycareId(user);
    const rows: ChildRow[] = await this.dataSource.query(
      `WITH t AS (SELECT room_id AS room FROM user_daycare WHERE user_id = $2 AND daycare_id = $1)
       SELECT ${CHILD_COLUMNS}
         FROM t CROSS JOIN child c
         LEFT JOIN attendance a ON a.person_kind = 'child' AND a.person_id = c.id AND a.ended_at IS NULL
        WHERE c.daycare_id = $1 AND (c.home_room_id = t.room OR a.room_id = t.room) AND ${attending('$3')}
        ORDER BY c.first_name, c.last_name, c.id`,
      [daycareId, user.id, this.clock.now()],
    );
    if (!rows.length) await this.access.scope(user);
    return rows.map((row) => toChild(row, this.files));
  }

  /** Children with their status: a tablet its room's, staff and directors the daycare's (or one room's), a guardian their own. */
  async children(user: AuthenticatedUser, roomId: number | undefined): Promise<PeopleChildDto[]> {
    if (user.type === UserType.Tablet && roomId === undefined) return this.tabletChildren(user);
    const scope = await this.access.scope(user);
    const room = scope.kind === 'guardian' ? null : await this.access.roomOf(user, roomId);
    const f = this.childFilter(scope, room);
    add(f, attending, this.clock.now());
    return this.queryChildren(f);
  }

  /** A child the caller may see; anything else (another daycare's, another room's on a tablet) answers 404. */
  async child(user: AuthenticatedUser, childId: number): Promise<PeopleChildDto> {
    const scope = await this.access.require(user, Permission.ChildRead, [childId]);
    const f = filter(scope.daycareId);
    add(f, (p) => `c.id = ${p}`, childId);
    const [child] = await this.queryChildren(f);
    return child;
  }

  /**
   * The guardians who may confirm a child's sign-in or sign-out with their PIN: the users of the
   * child's family (the same rule the sign-in checks), whether each has a PIN. A child the caller
   * may not see (another room's on a tablet, another daycare's) answers 404.
   */
  async childGuardians(user: AuthenticatedUser, childId: number): Promise<ChildGuardianDto[]> {
    const scope = await this.access.require(user, Permission.ChildGuardiansRead, [childId]);
    return this.dataSource.query(
      `SELECT u.id, u.first_name || ' ' || u.last_name AS label, (u.pin_hash IS NOT NULL) AS "hasPin"
         FROM child c JOIN "user" u ON u.family_id = c.family_id AND u.type = ${GUARDIAN_TYPE}
        WHERE c.id = $1 AND c.daycare_id = $2
        ORDER BY u.first_name, u.last_name, u.id`,
      [childId, scope.daycareId],
    );
  }

  private staffFilter(daycareId: number, roomId: number | null, homeRoomOnly = false): Filter {
    const f = filter(daycareId);
    if (roomId !== null) add(f, (p) => (homeRoomOnly ? `ud.room_id = ${p}` : `(ud.room_id = ${p} OR a.room_id = ${p})`), roomId);
    return f;
  }

  private async queryStaff(f: Filter): Promise<PeopleStaffDto[]> {
    const rows: StaffRow[] = await this.dataSource.query(
      `SELECT ${STAFF_COLUMNS}
         FROM user_daycare ud
         JOIN "user" u ON u.id = ud.user_id AND u.type = ${STAFF_TYPE}
         LEFT JOIN attendance a ON a.person_kind = 'staff' AND a.person_id = u.id AND a.daycare_id = ud.daycare_id AND a.ended_at IS NULL
        WHERE ud.daycare_id = $1 ${f.where.map((w) => `AND ${w}`).join(' ')}
        ORDER BY u.first_name, u.last_name, u.id`,
      f.params,
    );
    return rows.map(toStaff);
  }

  async staff(user: AuthenticatedUser, roomId: number | undefined): Promise<PeopleStaffDto[]> {
    const room = await this.access.roomOf(user, roomId);
    return this.queryStaff(this.staffFilter((await this.access.require(user, Permission.StaffRead)).daycareId, room));
  }

  /** Staff whose home room is the room: a tablet's own, the one asked for, or a staff member's own home room. */
  async homeRoomStaff(user: AuthenticatedUser, roomId: number | undefined): Promise<PeopleStaffDto[]> {
    const room = await this.viewedRoom(user, roomId);
    return this.queryStaff(this.staffFilter((await this.access.require(user, Permission.StaffRead)).daycareId, room, true));
  }

  /**
   * The room a room view shows: a tablet's own, the one asked for, or else a staff member's home room.
   * No room answers 400.
   */
  async viewedRoom(user: AuthenticatedUser, roomId: number | undefined): Promise<number> {
    const room = (await this.access.roomOf(user, roomId)) ?? (await this.staffHomeRoom(await this.access.scope(user)));
    if (room === null) throw new BadRequestException('Choose a room (roomId)');
    return room;
  }

  private async staffHomeRoom(scope: AccessScope): Promise<number | null> {
    if (scope.kind !== 'staff') return null;
    const [own] = await this.dataSource.query(`SELECT room_id AS "roomId" FROM user_daycare WHERE user_id = $1 AND daycare_id = $2`, [scope.userId, scope.daycareId]);
    return own?.roomId ?? null;
  }

  /** Any staff member of the daycare (a floater may sign in on any tablet with their PIN). */
  async staffMember(user: AuthenticatedUser, staffId: number): Promise<PeopleStaffDto> {
    const scope = await this.access.require(user, Permission.StaffRead, [staffId]);
    const f = this.staffFilter(scope.daycareId, null);
    add(f, (p) => `u.id = ${p}`, staffId);
    const [staff] = await this.queryStaff(f);
    return staff;
  }

  /** The daycare's staff as choices: {id, label}. */
  async staffSelectList(user: AuthenticatedUser): Promise<LabelledDto[]> {
    const scope = await this.access.require(user, Permission.StaffRead);
    return this.dataSource.query(
      `SELECT u.id, u.first_name || ' ' || u.last_name AS label
         FROM user_daycare ud JOIN "user" u ON u.id = ud.user_id AND u.type = ${STAFF_TYPE}
        WHERE ud.daycare_id = $1
        ORDER BY u.first_name, u.last_name, u.id`,
      [scope.daycareId],
    );
  }

  private async requiredRoom(user: AuthenticatedUser, roomId: number | undefined): Promise<number> {
    const room = await this.access.roomOf(user, roomId);
    if (room === null) throw new BadRequestException('Choose a room (roomId)');
    return room;
  }

  /** Children of the room (home room or signed in there) with allergies on record. */
  async roomAllergies(user: AuthenticatedUser, roomId: number | undefined): Promise<RoomAllergyDto[]> {
    const room = await this.requiredRoom(user, roomId);
    const { daycareId } = await this.access.scope(user);
    return this.dataSource.query(
      `SELECT json_build_object('id', c.id, 'label', c.first_name || ' ' || c.last_name) AS child,
              nullif(btrim(c.allergies), '') AS allergies,
              coalesce((SELECT json_agg(json_build_object('id', x.id, 'label', x.label, 'severe', x.severe) ORDER BY x.severe DESC, x.label)
                          FROM child_allergy x WHERE x.child_id = c.id), '[]') AS items
         FROM child c
         LEFT JOIN attendance a ON a.person_kind = 'child' AND a.person_id = c.id AND a.ended_at IS NULL
        WHERE c.daycare_id = $1 AND (c.home_room_id = $2 OR a.room_id = $2) AND ${attending('$3')}
          AND (nullif(btrim(c.allergies), '') IS NOT NULL OR EXISTS (SELECT 1 FROM child_allergy x WHERE x.child_id = c.id))
        ORDER BY c.first_name, c.last_name, c.id`,
      [daycareId, room, this.clock.now()],
    );
  }

  /** Children of the room with ongoing medication. */
  async roomMedications(user: AuthenticatedUser, roomId: number | undefined): Promise<RoomMedicationDto[]> {
    const room = await this.requiredRoom(user, roomId);
    const { daycareId } = await this.access.scope(user);
    return this.dataSource.query(
      `SELECT json_build_object('id', c.id, 'label', c.first_name || ' ' || c.last_name) AS child,
              json_agg(json_build_object('id', m.id, 'label', m.label, 'instructions', m.instructions) ORDER BY m.label, m.id) AS medications
         FROM child c
         JOIN child_medication m ON m.child_id = c.id AND m.ongoing
         LEFT JOIN attendance a ON a.person_kind = 'child' AND a.person_id = c.id AND a.ended_at IS NULL
        WHERE c.daycare_id = $1 AND (c.home_room_id = $2 OR a.room_id = $2) AND ${attending('$3')}
        GROUP BY c.id
        ORDER BY c.first_name, c.last_name, c.id`,
      [daycareId, room, this.clock.now()],
    );
  }
}
