import { CERTIFICATION_KINDS, EXPIRING_WITHIN_DAYS } from './dto/staff.dto';

/** Staff are users of type Staff (2) with a membership in the daycare. */
export const STAFF_TYPE = 2;

const KINDS = `ARRAY[${CERTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', ')}]`;
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** A certification's state on the day `today`: missing without a row, valid while it has no expiry or it is far off. */
export const certificationStateSql = (today: string) => `CASE
  WHEN sc.id IS NULL THEN 'missing'
  WHEN sc.expires_on IS NULL THEN 'valid'
  WHEN sc.expires_on < ${today}::date THEN 'expired'
  WHEN sc.expires_on <= ${today}::date + ${EXPIRING_WITHIN_DAYS} THEN 'expiring'
  ELSE 'valid' END`;

/** One certification per kind (missing ones too), in the kinds' order; with `issuedOn` for the record. */
function certificationsSql(today: string, withIssuedOn: boolean): string {
  const issued = withIssuedOn ? `'issuedOn', ${day('sc.issued_on')}, ` : '';
  return `(SELECT json_agg(json_build_object('kind', k.kind, ${issued}'expiresOn', ${day('sc.expires_on')}, 'state', ${certificationStateSql(today)}) ORDER BY k.position)
             FROM unnest(${KINDS}) WITH ORDINALITY AS k(kind, position)
             LEFT JOIN staff_certification sc ON sc.staff_id = u.id AND sc.daycare_id = ud.daycare_id AND sc.kind = k.kind)`;
}

/** Columns of a staff list row (user u, membership ud, home room r); `today` is the daycare's. */
export const staffColumns = (today: string, record = false) => `
  u.id, u.first_name || ' ' || u.last_name AS label, u.email, NULL::text AS "photoUrl",
  CASE WHEN r.id IS NULL THEN NULL ELSE json_build_object('id', r.id, 'label', r.label) END AS room,
  coalesce((SELECT json_agg(ur.code ORDER BY ur.code) FROM user_role ur WHERE ur.user_id = u.id AND ur.daycare_id = ud.daycare_id), '[]') AS roles,
  ${day('ud.started_on')} AS "startedOn", ${day('ud.ended_on')} AS "endedOn",
  ${certificationsSql(today, record)} AS certifications${record ? ', u.phone' : ''}`;

/** The daycare's staff members: FROM with the membership and home room; `$1` is the daycare. */
export const STAFF_FROM = `
  FROM user_daycare ud
  JOIN "user" u ON u.id = ud.user_id AND u.type = ${STAFF_TYPE}
  LEFT JOIN room r ON r.id = ud.room_id
 WHERE ud.daycare_id = $1`;
