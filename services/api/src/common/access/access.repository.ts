import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AccessScope } from './access-scope';

/** Staff are users of type Staff (2) with a membership in the daycare. */
const STAFF_TYPE = 2;
/** Guardians are users of type User (1) of a family of the daycare. */
const GUARDIAN_TYPE = 1;

/** The kinds of rows the policy checks; each has one access query. */
export type Resource =
  | 'child'
  | 'pickupChild'
  | 'room'
  | 'staff'
  | 'family'
  | 'guardian'
  | 'contact'
  | 'neverRelease'
  | 'schedule'
  | 'absence'
  | 'reportedAttendance'
  | 'attendanceRecord'
  | 'invitation'
  | 'note'
  | 'careChild'
  | 'careRoom'
  | 'dailyEntry'
  | 'careEntry'
  | 'medication'
  | 'medicationInterval'
  | 'careMedicationInterval'
  | 'medicationDose'
  | 'careMedicationDose'
  | 'illnessReport'
  | 'careIllnessReport'
  | 'sunConsent'
  | 'careSunApplication'
  | 'incident';

interface Condition {
  sql: string;
  params: unknown[];
}

/**
 * The children a scope reaches (alias c, parameters from $3): a guardian their family's, a tablet
 * those whose home room is its room or who are signed in there, staff and directors all of the daycare's.
 */
function childCondition(scope: AccessScope): Condition {
  if (scope.kind === 'guardian') return { sql: 'c.family_id = $3', params: [scope.familyId ?? 0] };
  if (scope.kind === 'tablet') {
    return {
      sql: `(c.home_room_id = $3 OR EXISTS (SELECT 1 FROM attendance a WHERE a.person_kind = 'child' AND a.person_id = c.id AND a.ended_at IS NULL AND a.room_id = $3))`,
      params: [scope.roomId],
    };
  }
  return { sql: 'true', params: [] };
}

/**
 * The children whose pick-up list a scope reads: staff only those of their own home room, otherwise
 * as childCondition.
 */
function pickupChildCondition(scope: AccessScope): Condition {
  if (scope.kind === 'staff') return { sql: `c.home_room_id = (SELECT ud.room_id FROM user_daycare ud WHERE ud.user_id = $3 AND ud.daycare_id = c.daycare_id)`, params: [scope.userId] };
  return childCondition(scope);
}

/** A staff member's home room in the session's daycare (SQL, parameter $3 the staff member). */
const STAFF_ROOM = `(SELECT ud.room_id FROM user_daycare ud WHERE ud.user_id = $3 AND ud.daycare_id = $2)`;

/**
 * The children a scope cares for (alias c, parameters from $3): staff those whose home room is
 * theirs or who are signed in there, otherwise as childCondition.
 */
function careChildCondition(scope: AccessScope): Condition {
  if (scope.kind !== 'staff') return childCondition(scope);
  return {
    sql: `(c.home_room_id = ${STAFF_ROOM} OR EXISTS (SELECT 1 FROM attendance a WHERE a.person_kind = 'child' AND a.person_id = c.id AND a.ended_at IS NULL AND a.room_id = ${STAFF_ROOM}))`,
    params: [scope.userId],
  };
}

/** Family-owned rows (alias r): a guardian reaches their own family's, the daycare side all of the daycare's. */
function familyCondition(scope: AccessScope): Condition {
  return scope.kind === 'guardian' ? { sql: 'r.family_id = $3', params: [scope.familyId ?? 0] } : { sql: 'true', params: [] };
}

/** A row of a child-owned table (alias r) is reachable when its child is. */
function childOwned(table: string) {
  return (scope: AccessScope): [string, unknown[]] => {
    const child = childCondition(scope);
    return [`SELECT r.id FROM ${table} r JOIN child c ON c.id = r.child_id AND c.daycare_id = r.daycare_id WHERE r.id = ANY($1) AND r.daycare_id = $2 AND ${child.sql}`, child.params];
  };
}

/** Rows of a table owned by a medication authorisation (alias i), reachable when the child is under `condition`. */
function medicationOwned(table: string, condition: (scope: AccessScope) => Condition) {
  return (scope: AccessScope): [string, unknown[]] => {
    const child = condition(scope);
    return [
      `SELECT i.id FROM ${table} i JOIN child_medication r ON r.id = i.medication_id AND r.daycare_id = i.daycare_id JOIN child c ON c.id = r.child_id AND c.daycare_id = r.daycare_id
        WHERE i.id = ANY($1) AND i.daycare_id = $2 AND ${child.sql}`,
      child.params,
    ];
  };
}

/** Rows of a child-owned table (alias r) whose child the scope cares for. */
function careOwned(table: string) {
  return (scope: AccessScope): [string, unknown[]] => {
    const child = careChildCondition(scope);
    return [`SELECT r.id FROM ${table} r JOIN child c ON c.id = r.child_id AND c.daycare_id = r.daycare_id WHERE r.id = ANY($1) AND r.daycare_id = $2 AND ${child.sql}`, child.params];
  };
}

/** One access query per resource: which of the ids ($1) the scope reaches in its daycare ($2). */
const QUERIES: Record<Resource, (scope: AccessScope) => [string, unknown[]]> = {
  child: (scope) => {
    const child = childCondition(scope);
    return [`SELECT c.id FROM child c WHERE c.id = ANY($1) AND c.daycare_id = $2 AND ${child.sql}`, child.params];
  },
  pickupChild: (scope) => {
    const child = pickupChildCondition(scope);
    return [`SELECT c.id FROM child c WHERE c.id = ANY($1) AND c.daycare_id = $2 AND ${child.sql}`, child.params];
  },
  room: (scope) => {
    if (scope.kind === 'tablet') return [`SELECT id FROM room WHERE id = ANY($1) AND daycare_id = $2 AND id = $3`, [scope.roomId]];
    // A guardian reaches the home rooms of their children (to read what to bring).
    if (scope.kind === 'guardian') return [`SELECT DISTINCT c.home_room_id AS id FROM child c WHERE c.home_room_id = ANY($1) AND c.daycare_id = $2 AND c.family_id = $3`, [scope.familyId ?? 0]];
    return [`SELECT id FROM room WHERE id = ANY($1) AND daycare_id = $2`, []];
  },
  staff: () => [`SELECT u.id FROM user_daycare ud JOIN "user" u ON u.id = ud.user_id AND u.type = ${STAFF_TYPE} WHERE u.id = ANY($1) AND ud.daycare_id = $2`, []],
  family: (scope) =>
    scope.kind === 'guardian'
      ? [`SELECT id FROM family WHERE id = ANY($1) AND daycare_id = $2 AND id = $3`, [scope.familyId ?? 0]]
      : [`SELECT id FROM family WHERE id = ANY($1) AND daycare_id = $2`, []],
  guardian: (scope) => {
    const family = familyCondition(scope);
    return [`SELECT r.id FROM "user" r JOIN family f ON f.id = r.family_id WHERE r.id = ANY($1) AND f.daycare_id = $2 AND r.type = ${GUARDIAN_TYPE} AND ${family.sql}`, family.params];
  },
  contact: (scope) => {
    const family = familyCondition(scope);
    return [`SELECT r.id FROM contact r WHERE r.id = ANY($1) AND r.daycare_id = $2 AND ${family.sql}`, family.params];
  },
  neverRelease: childOwned('child_never_release'),
  schedule: childOwned('child_schedule'),
  absence: childOwned('absence'),
  reportedAttendance: childOwned('reported_attendance'),
  attendanceRecord: () => [`SELECT id FROM attendance WHERE id = ANY($1) AND daycare_id = $2`, []],
  invitation: () => [`SELECT id FROM staff_invitation WHERE id = ANY($1) AND daycare_id = $2`, []],
  // A guardian reaches only the notes shared with the family; a staff-only note does not exist for them.
  note: (scope) => {
    const [sql, params] = childOwned('child_note')(scope);
    return scope.kind === 'guardian' ? [`${sql} AND r.visibility = 'family'`, params] : [sql, params];
  },
  careChild: (scope) => {
    const child = careChildCondition(scope);
    return [`SELECT c.id FROM child c WHERE c.id = ANY($1) AND c.daycare_id = $2 AND ${child.sql}`, child.params];
  },
  // Staff and tablets reach their own room only; directors any of the daycare's.
  careRoom: (scope) => {
    if (scope.kind === 'tablet') return [`SELECT id FROM room WHERE id = ANY($1) AND daycare_id = $2 AND id = $3`, [scope.roomId]];
    if (scope.kind === 'staff') return [`SELECT id FROM room WHERE id = ANY($1) AND daycare_id = $2 AND id = ${STAFF_ROOM}`, [scope.userId]];
    if (scope.kind === 'guardian') return [`SELECT id FROM room WHERE false AND id = ANY($1) AND daycare_id = $2`, []];
    return [`SELECT id FROM room WHERE id = ANY($1) AND daycare_id = $2`, []];
  },
  // A guardian never reaches an entry a director held back.
  dailyEntry: (scope) => {
    const [sql, params] = childOwned('daily_entry')(scope);
    return scope.kind === 'guardian' ? [`${sql} AND NOT r.held`, params] : [sql, params];
  },
  careEntry: careOwned('daily_entry'),
  medication: (scope) => {
    const [sql, params] = childOwned('child_medication')(scope);
    return [`${sql} AND r.source = 'authorisation'`, params];
  },
  medicationInterval: medicationOwned('medication_interval', childCondition),
  careMedicationInterval: medicationOwned('medication_interval', careChildCondition),
  medicationDose: medicationOwned('medication_dose', childCondition),
  careMedicationDose: medicationOwned('medication_dose', careChildCondition),
  illnessReport: childOwned('illness_report'),
  careIllnessReport: careOwned('illness_report'),
  sunConsent: childOwned('sun_protection_consent'),
  careSunApplication: careOwned('sun_protection_application'),
  // Staff reach the reports of the children they care for, directors the daycare's, guardians their family's.
  incident: careOwned('child_incident'),
};

/** The access queries, each scoped by the session's daycare and by the tablet's room or the guardian's family. */
@Injectable()
export class AccessRepository {
  constructor(private readonly dataSource: DataSource) {}

  async reachable(resource: Resource, scope: AccessScope, ids: readonly number[]): Promise<Set<number>> {
    const [sql, params] = QUERIES[resource](scope);
    const rows: { id: number }[] = await this.dataSource.query(sql, [[...new Set(ids)], scope.daycareId, ...params]);
    return new Set(rows.map((row) => row.id));
  }

  /** The room a tablet is bound to in the daycare, or null when none is set. */
  async tabletRoom(userId: number, daycareId: number): Promise<number | null> {
    const [row] = await this.dataSource.query(`SELECT room_id AS "roomId" FROM user_daycare WHERE user_id = $1 AND daycare_id = $2`, [userId, daycareId]);
    return row?.roomId ?? null;
  }

  /** Whether the staff member's home room in the daycare is the child's home room. */
  async sharesHomeRoom(userId: number, daycareId: number, childId: number): Promise<boolean> {
    const rows = await this.dataSource.query(
      `SELECT 1 FROM user_daycare ud JOIN child c ON c.home_room_id = ud.room_id AND c.daycare_id = ud.daycare_id WHERE ud.user_id = $1 AND ud.daycare_id = $2 AND c.id = $3`,
      [userId, daycareId, childId],
    );
    return rows.length > 0;
  }

  /** The author of a note of the daycare, or null when there is no such note. */
  async noteAuthor(noteId: number, daycareId: number): Promise<number | null> {
    const [row] = await this.dataSource.query(`SELECT author_id AS "authorId" FROM child_note WHERE id = $1 AND daycare_id = $2`, [noteId, daycareId]);
    return row?.authorId ?? null;
  }

  /** The guardian's family when it belongs to the daycare. */
  async guardianFamily(userId: number, daycareId: number): Promise<number | null> {
    const [row] = await this.dataSource.query(`SELECT f.id AS "familyId" FROM "user" u JOIN family f ON f.id = u.family_id AND f.daycare_id = $2 WHERE u.id = $1`, [
      userId,
      daycareId,
    ]);
    return row?.familyId ?? null;
  }
}
