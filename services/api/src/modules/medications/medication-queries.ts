import type { AccessScope } from '../../common/access';

const labelOf = (alias: string) => `json_build_object('id', ${alias}.id, 'label', ${alias}.first_name || ' ' || ${alias}.last_name)`;

/** An authorisation (alias m) with its child and current intervals, before the caller's rights and today's state are known. */
export const MEDICATION_COLUMNS = `
  m.id, m.child_id AS "childId", ${labelOf('c')} AS child, c.family_id AS "familyId",
  m.label AS name, m.dose, m.route, m.reason, m.prescriber,
  m.starts_on::text AS "startsOn", m.ends_on::text AS "endsOn", m.expires_on::text AS "expiresOn",
  m.as_needed AS "asNeeded", m.emergency, m.min_minutes_between AS "minMinutesBetween", m.max_daily_doses AS "maxDailyDoses",
  coalesce((SELECT json_agg(json_build_object('id', i.id, 'time', to_char(i.time_of_day, 'HH24:MI')) ORDER BY i.time_of_day NULLS FIRST, i.id)
              FROM medication_interval i WHERE i.medication_id = m.id AND i.retired_at IS NULL), '[]') AS intervals,
  m.signed_name AS "signedName", m.signed_at AS "signedAt", m.signed_ip AS "signedIp",
  CASE WHEN s.id IS NULL THEN NULL ELSE ${labelOf('s')} END AS "signedBy"`;

export const MEDICATION_FROM = `FROM child_medication m
  JOIN child c ON c.id = m.child_id AND c.daycare_id = m.daycare_id
  LEFT JOIN "user" s ON s.id = m.signed_by`;

/** A dose (alias d) with its medication, child, giver and witness. */
export const DOSE_COLUMNS = `
  d.id, d.medication_id AS "medicationId", d.interval_id AS "intervalId", m.child_id AS "childId", ${labelOf('c')} AS child,
  m.label AS medication, d.given_at AS "givenAt", d.amount, ${labelOf('g')} AS "givenBy",
  CASE WHEN w.id IS NULL THEN NULL ELSE ${labelOf('w')} END AS witness, d.note, d.corrected_at AS "correctedAt"`;

export const DOSE_FROM = `FROM medication_dose d
  JOIN child_medication m ON m.id = d.medication_id AND m.daycare_id = d.daycare_id
  JOIN child c ON c.id = m.child_id AND c.daycare_id = m.daycare_id
  JOIN "user" g ON g.id = d.given_by
  LEFT JOIN "user" w ON w.id = d.witness_id`;

/**
 * The children (alias c) a list reaches when it names none, parameters from `$first`: a guardian their
 * family's, a tablet its room's (home room or signed in there), staff and directors the daycare's.
 */
export function reachedChildren(scope: AccessScope, first: number): { sql: string; params: unknown[] } {
  if (scope.kind === 'guardian') return { sql: `c.family_id = $${first}`, params: [scope.familyId ?? 0] };
  if (scope.kind === 'tablet') return { sql: childrenOfRoom(first), params: [scope.roomId] };
  return { sql: 'true', params: [] };
}

/** The room's own children and any signed in there now (alias c), the room being `$n`. */
export const childrenOfRoom = (parameter: number) =>
  `(c.home_room_id = $${parameter} OR EXISTS (SELECT 1 FROM attendance a WHERE a.person_kind = 'child' AND a.person_id = c.id AND a.ended_at IS NULL AND a.room_id = $${parameter}))`;

/** The staff members of the daycare (types Staff and Admin) among the ids. */
export const STAFF_OF_DAYCARE = `
  SELECT u.id, u.first_name || ' ' || u.last_name AS label FROM "user" u JOIN user_daycare ud ON ud.user_id = u.id
  WHERE u.id = ANY($1) AND ud.daycare_id = $2 AND u.type IN (2, 3)`;

/** The daycare's clock (24-hour HH:MM) for times in messages. */
export function clockOf(timeZone: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (instant) => format.format(instant);
}

/** The daycare's day (YYYY-MM-DD) an instant falls on. */
export function dayOf(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
