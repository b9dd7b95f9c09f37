import type { ChildStatus } from './dto/child-fields';
import type { ChildListQueryDto, ChildSort } from './dto/child-record.dto';

/** Guardians are users of type User (1) of the child's family. */
export const GUARDIAN_TYPE = 1;

/** The child's status on the day `$today`: withdrawn from its withdrawal day, starting before its start day. */
export const statusSql = (today: string) => `CASE WHEN c.withdrawn_on <= ${today} THEN 'withdrawn' WHEN c.start_date > ${today} THEN 'starting' ELSE 'enrolled' END`;

const notWithdrawn = (today: string) => `(c.withdrawn_on IS NULL OR c.withdrawn_on > ${today})`;

/** The children of each status on the day `today`, as in statusSql. */
export const STATUS_FILTER: Record<ChildStatus, (today: string) => string> = {
  withdrawn: (today) => `c.withdrawn_on <= ${today}`,
  starting: (today) => `${notWithdrawn(today)} AND c.start_date > ${today}`,
  enrolled: (today) => `${notWithdrawn(today)} AND (c.start_date IS NULL OR c.start_date <= ${today})`,
};

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** Columns of a child's list row and record (alias c, home room r). */
export const summaryColumns = (today: string) => `
  c.id, c.first_name || ' ' || c.last_name AS label, c.first_name AS "firstName", c.last_name AS "lastName",
  c.preferred_name AS "preferredName", ${day('c.birth_date')} AS "birthDate", c.photo_url AS "photoUrl",
  CASE WHEN r.id IS NULL THEN NULL ELSE json_build_object('id', r.id, 'label', r.label) END AS room,
  ${statusSql(today)} AS status, ${day('c.start_date')} AS "startDate", ${day('c.withdrawn_on')} AS "withdrawnOn",
  c.family_id AS "familyId",
  coalesce((SELECT json_agg(json_build_object('id', t.id, 'label', t.label, 'color', t.color) ORDER BY lower(t.label), t.id)
              FROM child_tag ct JOIN tag t ON t.id = ct.tag_id WHERE ct.child_id = c.id), '[]') AS tags`;

export const LIST_ALERT_COLUMNS = `
  (SELECT count(*)::int FROM child_allergy x WHERE x.child_id = c.id) AS "allergyCount",
  EXISTS (SELECT 1 FROM child_allergy x WHERE x.child_id = c.id AND x.severity = 'severe') AS "severeAllergy",
  (SELECT count(*)::int FROM child_medication m WHERE m.child_id = c.id AND m.ongoing) AS "onGoingMedication"`;

export const RECORD_COLUMNS = `
  c.gender, c.languages,
  coalesce((SELECT json_agg(json_build_object('id', u.id, 'label', u.first_name || ' ' || u.last_name, 'email', u.email) ORDER BY u.first_name, u.last_name, u.id)
              FROM "user" u WHERE u.family_id = c.family_id AND u.type = ${GUARDIAN_TYPE}), '[]') AS guardians,
  coalesce((SELECT json_agg(json_build_object('id', s.id, 'label', s.first_name || ' ' || s.last_name) ORDER BY s.birth_date, s.id)
              FROM child s WHERE s.family_id = c.family_id AND s.daycare_id = c.daycare_id AND s.id <> c.id), '[]') AS siblings,
  json_build_object('routines', c.routines, 'comforters', c.comforters, 'dietaryNeeds', c.dietary_needs, 'notes', c.notes) AS personal,
  json_build_object('name', c.school_name, 'grade', c.school_grade, 'bus', c.school_bus) AS school,
  json_build_object('line', c.address_line, 'city', c.city, 'province', c.province, 'postalCode', c.postal_code) AS address,
  json_build_object(
    'doctorName', c.doctor_name, 'doctorPhone', c.doctor_phone, 'healthCardNumber', c.health_card_number, 'conditions', c.conditions,
    'allergies', coalesce((SELECT json_agg(json_build_object('id', x.id, 'label', x.label, 'severity', x.severity, 'reaction', x.reaction)
                             ORDER BY array_position(ARRAY['severe', 'moderate', 'mild'], x.severity), x.label, x.id)
                             FROM child_allergy x WHERE x.child_id = c.id), '[]'),
    'medications', coalesce((SELECT json_agg(json_build_object('id', m.id, 'label', m.label, 'instructions', m.instructions, 'ongoing', m.ongoing)
                               ORDER BY m.ongoing DESC, m.label, m.id) FROM child_medication m WHERE m.child_id = c.id AND m.source = 'record'), '[]'),
    'immunisations', coalesce((SELECT json_agg(json_build_object('id', i.id, 'vaccine', i.vaccine, 'givenOn', ${day('i.given_on')}) ORDER BY i.given_on, i.id)
                                 FROM child_immunisation i WHERE i.child_id = c.id), '[]')) AS medical`;

/** Sort keys, each ascending; ties go by name then id. The youngest child is the smallest age. */
const SORT_SQL: Record<ChildSort, (today: string) => string[]> = {
  name: () => ['lower(c.first_name)', 'lower(c.last_name)'],
  age: () => ['c.birth_date DESC'],
  room: () => ['lower(r.label)'],
  startDate: () => ['c.start_date'],
  status: (today) => [`array_position(ARRAY['enrolled', 'starting', 'withdrawn'], ${statusSql(today)})`],
};

function flipped(key: string): string {
  return key.endsWith(' DESC') ? key.slice(0, -5) : `${key} DESC`;
}

/** ORDER BY for the list: the chosen key in the chosen order (missing values last), then name and id. */
export function orderBy(query: ChildListQueryDto, today: string): string {
  const keys = SORT_SQL[query.sort ?? 'name'](today).map((key) => `${query.order === 'desc' ? flipped(key) : key} NULLS LAST`);
  return [...keys, 'lower(c.first_name)', 'lower(c.last_name)', 'c.id'].join(', ');
}

/** A LIKE pattern matching the words anywhere, with the user's own % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
