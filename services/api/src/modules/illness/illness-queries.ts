/** An illness report as the DTO reads it (alias r, with its child c and reporter u). */
export const REPORT_COLUMNS = `
  r.id, r.child_id AS "childId", json_build_object('id', c.id, 'label', c.first_name || ' ' || c.last_name) AS child,
  r.symptoms, r.temperature_c::float8 AS "temperatureC", r.noticed_at AS "noticedAt", r.last_symptom_at AS "lastSymptomAt",
  r.sent_home_at AS "sentHomeAt", r.picked_up_by AS "pickedUpBy", r.diagnosis, r.notes,
  r.return_after AS "returnAfter", r.return_rule AS "returnRule", r.return_rule_hours AS "returnRuleHours",
  json_build_object('id', u.id, 'label', u.first_name || ' ' || u.last_name) AS "reportedBy", r.by_family AS "byFamily",
  r.created_at AS "createdAt", r.updated_at AS "updatedAt"`;

export const REPORT_FROM = `FROM illness_report r JOIN child c ON c.id = r.child_id AND c.daycare_id = r.daycare_id JOIN "user" u ON u.id = r.reported_by`;

/** How many reports a list holds at most, newest first. */
export const LIST_LIMIT = 200;
