import { GUARDIAN_TYPE } from './child-queries';
import { addressJson, phoneJson, phonesJson } from './person-queries';

export { GUARDIAN_TYPE };

/** A guardian's relation to a child of the family that has none recorded yet. */
export const DEFAULT_RELATION = 'guardian';

const childLabel = (alias: string) => `json_build_object('id', ${alias}.id, 'label', ${alias}.first_name || ' ' || ${alias}.last_name)`;

/** Columns of a guardian's list row (guardian u, family f). */
export const LIST_COLUMNS = `
  u.id, u.first_name || ' ' || u.last_name AS label, u.email, ${phoneJson('u', 'mobile_phone')} AS mobile, u.family_id AS "familyId",
  coalesce((SELECT json_agg(${childLabel('c')} ORDER BY c.birth_date, c.id) FROM child c WHERE c.family_id = f.id AND c.daycare_id = f.daycare_id), '[]') AS children,
  f.account_holder_id IS NOT DISTINCT FROM u.id AS "accountHolder"`;

/**
 * Columns of a guardian's record (guardian u, family f); `$now` is the clock's time and `$slowFrom`
 * the failures from which signing in is slowed down.
 */
export const recordColumns = (now: string, slowFrom: string, forgetAfter: string) => `
  u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.first_name || ' ' || u.last_name AS label, u.email, u.language,
  u.family_id AS "familyId", ${phonesJson('u')} AS phones,
  coalesce((SELECT json_agg(json_build_object('child', ${childLabel('c')}, 'relation', coalesce(gr.relation, '${DEFAULT_RELATION}')) ORDER BY c.birth_date, c.id)
              FROM child c LEFT JOIN guardian_relation gr ON gr.child_id = c.id AND gr.user_id = u.id
             WHERE c.family_id = f.id AND c.daycare_id = f.daycare_id), '[]') AS relations,
  f.account_holder_id IS NOT DISTINCT FROM u.id AS "accountHolder", u.receives_invoices AS "receivesInvoices",
  ${addressJson('u', 'address')} AS address,
  json_build_object('employer', u.employer, 'workPhone', ${phoneJson('u', 'work_phone')}, 'workAddress', u.work_address) AS employment,
  u.custody_notes AS "custodyNotes", u.email_confirmed AS "emailConfirmed", u.invited_at AS "invitedAt",
  (SELECT max(s.created_at) FROM session s WHERE s.user_id = u.id AND s.impersonator_id IS NULL) AS "lastSignInAt",
  EXISTS (SELECT 1 FROM login_throttle t WHERE t.key = 'account:' || u.email AND t.failures >= ${slowFrom} AND t.last_failure_at > ${now}::timestamptz - ${forgetAfter} * interval '1 millisecond') AS locked`;

export const GUARDIAN_FROM = `FROM "user" u JOIN family f ON f.id = u.family_id`;
