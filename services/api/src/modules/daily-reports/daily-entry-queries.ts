/** An entry with its child and who recorded it (aliases e, c, u), before the caller's right to edit it is known. */
export const ENTRY_COLUMNS = `
  e.id, e.child_id AS "childId", json_build_object('id', c.id, 'label', c.first_name || ' ' || c.last_name) AS child,
  e.kind, e.at, e.until, e.meal, e.portion, e.bottle_ml AS "bottleMl", e.movement, e.result, e.mood, e.note, e.held,
  json_build_object('id', u.id, 'label', u.first_name || ' ' || u.last_name) AS "recordedBy",
  e.created_at AS "createdAt", e.updated_at AS "updatedAt",
  coalesce((SELECT array_agg(p.file_id ORDER BY p.added_at, p.file_id) FROM daily_entry_photo p WHERE p.entry_id = e.id), '{}') AS "photoFileIds"`;

export const ENTRY_FROM = `FROM daily_entry e
  JOIN child c ON c.id = e.child_id AND c.daycare_id = e.daycare_id
  JOIN "user" u ON u.id = e.recorded_by
  JOIN daycare d ON d.id = e.daycare_id`;

/** The entry happened on the daycare's day `$n` (days belong to the daycare's time zone). */
export const onDay = (parameter: number) => `(e.at AT TIME ZONE d.time_zone)::date = $${parameter}::date`;

/** The children of a room today (alias c): its own, and any signed in there now. */
export const ROOM_CHILDREN = `
  SELECT c.id, c.first_name || ' ' || c.last_name AS label,
    EXISTS (SELECT 1 FROM attendance a WHERE a.person_kind = 'child' AND a.person_id = c.id AND a.ended_at IS NULL) AS "signedIn"
  FROM child c
  WHERE c.daycare_id = $1
    AND (c.withdrawn_on IS NULL OR c.withdrawn_on > $3::date)
    AND (c.home_room_id = $2 OR EXISTS (SELECT 1 FROM attendance a WHERE a.person_kind = 'child' AND a.person_id = c.id AND a.ended_at IS NULL AND a.room_id = $2))
  ORDER BY c.first_name, c.last_name, c.id`;

/** Where a child (alias c) is now: the room they are signed in to, else their home room. */
const CHILD_ROOM = `COALESCE((SELECT a.room_id FROM attendance a WHERE a.person_kind = 'child' AND a.person_id = c.id AND a.ended_at IS NULL LIMIT 1), c.home_room_id)`;

/** Without an age group a room checks sleeping children as often as infants are checked. */
export const DEFAULT_SLEEP_CHECK_MINUTES = 15;

/** The minutes between a child's (alias c) sleep checks: their room's age group's. */
const SLEEP_CHECK_MINUTES = `COALESCE((SELECT g.sleep_check_minutes FROM room r JOIN age_group g ON g.id = r.age_group_id WHERE r.id = ${CHILD_ROOM}), ${DEFAULT_SLEEP_CHECK_MINUTES})`;

/** The child, their family and room, for live events. */
export const CHILD_WHEREABOUTS = `SELECT c.id AS "childId", c.family_id AS "familyId", ${CHILD_ROOM} AS "roomId" FROM child c WHERE c.id = ANY($1) AND c.daycare_id = $2`;

/** Naps in progress (alias e) with their child, room, check interval and latest check; callers add conditions. */
export const NAPS_IN_PROGRESS = `
  SELECT e.id AS "napId", e.child_id AS "childId", e.daycare_id AS "daycareId", c.first_name || ' ' || c.last_name AS label,
    ${CHILD_ROOM} AS "roomId", ${SLEEP_CHECK_MINUTES} AS "everyMinutes", e.at AS "startedAt", e.overdue_alerted_at AS "alertedAt",
    (SELECT max(s.checked_at) FROM sleep_check s WHERE s.nap_id = e.id) AS "lastCheckAt"
  FROM daily_entry e JOIN child c ON c.id = e.child_id AND c.daycare_id = e.daycare_id
  WHERE e.kind = 'nap' AND e.until IS NULL`;
