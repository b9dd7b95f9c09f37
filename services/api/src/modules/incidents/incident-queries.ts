/** An instant inside JSON as JavaScript writes it (json_build_object would write PostgreSQL's own format). */
const iso = (expression: string) => `to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const labelOf = (alias: string) => `json_build_object('id', ${alias}.id, 'label', ${alias}.first_name || ' ' || ${alias}.last_name)`;

/** A report in a list (aliases i, c, u). */
export const SUMMARY_COLUMNS = `
  i.id, ${labelOf('c')} AS child, i.occurred_at AS "occurredAt", i.summary, i.location,
  CASE WHEN i.closed_at IS NULL THEN 'open' ELSE 'signed' END AS status, i.signed_at AS "signedAt",
  CASE WHEN u.id IS NULL THEN NULL ELSE ${labelOf('u')} END AS "reportedBy"`;

export const SUMMARY_FROM = `FROM child_incident i
  JOIN child c ON c.id = i.child_id AND c.daycare_id = i.daycare_id
  LEFT JOIN "user" u ON u.id = i.reported_by`;

/** A whole report (aliases i, c, u, tg, sg) but its photos and amendments. */
export const INCIDENT_COLUMNS = `${SUMMARY_COLUMNS},
  i.child_id AS "childId", c.family_id AS "familyId", i.injuries, i.first_aid AS "firstAid", i.witnesses,
  CASE WHEN i.told_how IS NULL THEN NULL ELSE json_build_object('guardian', CASE WHEN tg.id IS NULL THEN NULL ELSE ${labelOf('tg')} END, 'how', i.told_how, 'at', ${iso('i.told_at')}) END AS told,
  CASE WHEN i.signed_at IS NULL THEN NULL ELSE json_build_object('by', ${labelOf('sg')}, 'name', i.signed_name, 'at', ${iso('i.signed_at')}, 'ip', i.signed_ip,
    'image', 'data:image/png;base64,' || translate(encode(i.signature_png, 'base64'), E'\\n', '')) END AS signature,
  i.created_at AS "createdAt", i.updated_at AS "updatedAt"`;

export const INCIDENT_FROM = `${SUMMARY_FROM}
  LEFT JOIN "user" tg ON tg.id = i.told_guardian_id AND tg.family_id = c.family_id
  LEFT JOIN "user" sg ON sg.id = i.signed_by`;

export const AMENDMENTS = `
  SELECT a.incident_id AS "incidentId", a.id, a.body AS text, ${labelOf('u')} AS "addedBy", a.added_at AS "addedAt"
  FROM incident_amendment a JOIN "user" u ON u.id = a.added_by
  WHERE a.incident_id = ANY($1) AND a.daycare_id = $2 ORDER BY a.added_at, a.id`;

export const PHOTOS = `SELECT incident_id AS "incidentId", file_id AS "fileId" FROM incident_photo WHERE incident_id = ANY($1) AND daycare_id = $2 ORDER BY added_at, file_id`;

/** The confirmed guardians of a family, to be told by e-mail. */
export const GUARDIANS_TO_MAIL = `
  SELECT u.email, u.first_name AS "firstName", u.language
  FROM "user" u WHERE u.family_id = $1 AND u.type = 1 AND u.email_confirmed AND u.email IS NOT NULL ORDER BY u.id`;
