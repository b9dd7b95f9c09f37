import { Injectable } from '@nestjs/common';
import { RecordsArchiveContributor } from '../family-archive';
import { GUARDIAN_TYPE } from './child-queries';

/** A guardian's record as the family sees it: never a password, PIN or sign-in detail. */
const GUARDIAN_COLUMNS = `u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.language,
  u.mobile_phone AS "mobilePhone", u.mobile_phone_country AS "mobilePhoneCountry", u.home_phone AS "homePhone", u.home_phone_country AS "homePhoneCountry",
  u.work_phone AS "workPhone", u.work_phone_country AS "workPhoneCountry", u.address AS "addressLine", u.city, u.province, u.postal_code AS "postalCode",
  u.employer, u.work_address AS "workAddress", u.custody_notes AS "custodyNotes", u.receives_invoices AS "receivesInvoices",
  f.account_holder_id IS NOT DISTINCT FROM u.id AS "accountHolder"`;

/** The guardians, their relations to the children, the contacts and who calls or picks up whom. */
@Injectable()
export class GuardiansArchiveContributor extends RecordsArchiveContributor {
  readonly name = 'guardians';

  protected readonly queries = {
    guardians: `SELECT ${GUARDIAN_COLUMNS} FROM "user" u JOIN family f ON f.id = u.family_id WHERE f.id = $1 AND f.daycare_id = $2 AND u.type = ${GUARDIAN_TYPE} ORDER BY u.id`,
    guardian_relations: `SELECT gr.user_id AS "guardianId", gr.child_id AS "childId", gr.relation
                           FROM guardian_relation gr JOIN child c ON c.id = gr.child_id WHERE c.family_id = $1 AND c.daycare_id = $2 ORDER BY gr.user_id, gr.child_id`,
    contacts: `SELECT to_jsonb(r) - 'daycare_id' - 'photo_url' AS row FROM contact r WHERE family_id = $1 AND daycare_id = $2 ORDER BY id`,
    child_contacts: `SELECT cc.child_id AS "childId", cc.contact_id AS "contactId", cc.call_order AS "callOrder", cc.emergency, cc.may_pick_up AS "mayPickUp"
                       FROM child_contact cc JOIN contact r ON r.id = cc.contact_id WHERE r.family_id = $1 AND r.daycare_id = $2 ORDER BY cc.child_id, cc.call_order`,
  };
}
