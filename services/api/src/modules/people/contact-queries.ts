import { addressJson, phoneJson, phonesJson } from './person-queries';

const childLabel = `json_build_object('id', c.id, 'label', c.first_name || ' ' || c.last_name)`;

/** Columns of a contact's list row (contact r). */
export const CONTACT_LIST_COLUMNS = `
  r.id, r.first_name || ' ' || r.last_name AS label, r.relation, ${phoneJson('r', 'mobile_phone')} AS mobile, r.photo_url AS "photoUrl", r.family_id AS "familyId",
  coalesce((SELECT json_agg(json_build_object('child', ${childLabel}, 'callOrder', cc.call_order, 'emergency', cc.emergency, 'mayPickUp', cc.may_pick_up) ORDER BY c.birth_date, c.id)
              FROM child_contact cc JOIN child c ON c.id = cc.child_id WHERE cc.contact_id = r.id), '[]') AS children`;

/** Columns a contact's record adds to its list row. */
export const CONTACT_RECORD_COLUMNS = `
  r.first_name AS "firstName", r.last_name AS "lastName", r.email, ${phonesJson('r')} AS phones, ${addressJson('r')} AS address, r.notes`;

/** Renumbers the call order of these children from 1, keeping its sequence (after a contact left). */
export const COMPACT_CALL_ORDER = `
  UPDATE child_contact cc SET call_order = n.position
    FROM (SELECT child_id, contact_id, row_number() OVER (PARTITION BY child_id ORDER BY call_order) AS position FROM child_contact WHERE child_id = ANY($1)) n
   WHERE cc.child_id = n.child_id AND cc.contact_id = n.contact_id AND cc.call_order <> n.position`;
