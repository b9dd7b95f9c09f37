import { RelationshipKind } from '@daycare/shared';
import type { EntityManager } from 'typeorm';

/** The other guardian and the two contacts of each demo family, named by the family's place in the list. */
const PARENT_NAMES: readonly (readonly [first: string, second: string])[] = [
  ['Laura', 'Michael'],
  ['Anita', 'Raj'],
  ['Isabelle', 'Marc'],
  ['Chloé', 'Julien'],
  ['Nathalie', 'Luc'],
  ['Harpreet', 'Gurdeep'],
  ['Emily', 'James'],
  ['Fiona', 'Ian'],
  ['Mei', 'Wei'],
  ['Camille', 'Pierre'],
  ['Karen', 'Steven'],
  ['Sophie', 'Étienne'],
  ['Grace', 'Kevin'],
  ['Rachel', 'David'],
];
const GRANDPARENTS = ['Margaret', 'Helen', 'Dorothy', 'Ruth', 'Joan', 'Frances', 'Robert', 'Walter'];
const FRIENDS: readonly (readonly [first: string, last: string, relation: string])[] = [
  ['Olivia', 'Brooks', 'Neighbour'],
  ['Ahmed', 'Karim', 'Family friend'],
  ['Julia', 'Santos', 'Aunt'],
  ['Tom', 'Baker', 'Uncle'],
  ['Nina', 'Walsh', 'Babysitter'],
];
/** One family in this many has a single guardian: most families have two. */
const SINGLE_GUARDIAN_EVERY = 5;
/** This family's phones are Brazilian, to show both masks. */
const BRAZILIAN_FAMILY = 3;

interface DemoFamily {
  id: number;
  lastName: string;
  childIds: number[];
  guardianIds: number[];
}

/** A demo phone: Toronto numbers, or São Paulo mobiles for the Brazilian family. */
function phone(familyIndex: number, person: number): [number: string, country: 'US' | 'BR'] {
  const serial = String(familyIndex * 10 + person).padStart(4, '0');
  return familyIndex === BRAZILIAN_FAMILY ? [`1198765${serial.slice(1)}`.padEnd(11, '0'), 'BR'] : [`416555${serial}`, 'US'];
}

const emailOf = (firstName: string, lastName: string) =>
  `${firstName}.${lastName}`
    .normalize('NFD')
    .replace(/[^\w.]/g, '')
    .toLowerCase() + '@family.demo.test';

/**
 * Guardians, contacts and a never-release entry for Little Acorns' families, once: when the daycare
 * has no contact yet (so what people change in the demo stays). Most families get a second guardian,
 * every guardian a mobile, each family a grandparent who may pick the children up and a friend who
 * is only called; Noah Thompson has a person he must never be released to.
 */
export async function seedGuardiansAndContacts(manager: EntityManager, daycareId: number, passwordHash: string, now: Date): Promise<void> {
  const [{ seeded }] = await manager.query(`SELECT EXISTS (SELECT 1 FROM contact WHERE daycare_id = $1) AS seeded`, [daycareId]);
  if (seeded) return;
  const families: DemoFamily[] = await manager.query(
    `SELECT f.id, min(c.last_name) AS "lastName", array_agg(c.id ORDER BY c.birth_date, c.id) AS "childIds",
            coalesce((SELECT array_agg(u.id ORDER BY u.id) FROM "user" u WHERE u.family_id = f.id AND u.type = 1), '{}') AS "guardianIds"
       FROM family f JOIN child c ON c.family_id = f.id WHERE f.daycare_id = $1 GROUP BY f.id ORDER BY f.id`,
    [daycareId],
  );
  for (const [index, family] of families.entries()) {
    await seedGuardians(manager, daycareId, family, index, passwordHash, now);
    await seedContacts(manager, daycareId, family, index);
  }
  await manager.query(
    `INSERT INTO child_never_release (daycare_id, child_id, name, description, document_note, created_at)
     SELECT $1, id, 'Richard Hale', 'About 40, tall, short grey hair; may say he is a relative', 'Court order of 2026-03-12 (Ontario Court of Justice): no contact. A copy is in the office file.', $2
       FROM child WHERE daycare_id = $1 AND first_name = 'Noah' AND last_name = 'Thompson'`,
    [daycareId, now],
  );
}

/** Phones for the family's guardians, a second guardian for most families, each related to every child; the first holds the account. */
async function seedGuardians(manager: EntityManager, daycareId: number, family: DemoFamily, index: number, passwordHash: string, now: Date): Promise<void> {
  const names = PARENT_NAMES[index % PARENT_NAMES.length];
  const wanted = index % SINGLE_GUARDIAN_EVERY === SINGLE_GUARDIAN_EVERY - 1 ? 1 : 2;
  const guardianIds = [...family.guardianIds];
  for (let person = guardianIds.length; person < wanted; person++) {
    const [number, country] = phone(index, person);
    const [inserted] = await manager.query(
      `INSERT INTO "user" (email, first_name, last_name, type, password_hash, email_confirmed, register_progress, registration_complete, profile_complete, family_id, language, mobile_phone, mobile_phone_country, created_at)
       VALUES ($1, $2, $3, 1, $4, true, 7, true, true, $5, $6, $7, $8, $9) ON CONFLICT (email) DO NOTHING RETURNING id`,
      [emailOf(names[person], family.lastName), names[person], family.lastName, passwordHash, family.id, country === 'BR' ? 'pt-BR' : 'en', number, country, now],
    );
    if (!inserted) continue;
    await manager.query(`INSERT INTO user_daycare (user_id, daycare_id, relationship) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [inserted.id, daycareId, RelationshipKind.Guardian]);
    guardianIds.push(inserted.id);
  }
  for (const [person, guardianId] of guardianIds.entries()) {
    const [number, country] = phone(index, person);
    await manager.query(`UPDATE "user" SET mobile_phone = $2, mobile_phone_country = $3 WHERE id = $1 AND mobile_phone IS NULL`, [guardianId, number, country]);
    await manager.query(
      `INSERT INTO guardian_relation (user_id, child_id, relation) SELECT $1, unnest($2::int[]), $3 ON CONFLICT DO NOTHING`,
      [guardianId, family.childIds, person === 0 ? 'mother' : 'father'],
    );
  }
  if (guardianIds.length) {
    await manager.query(`UPDATE family SET account_holder_id = $2 WHERE id = $1 AND account_holder_id IS NULL`, [family.id, guardianIds[0]]);
    await manager.query(`UPDATE "user" SET receives_invoices = true WHERE id = $1`, [guardianIds[0]]);
  }
}

/** A grandparent who may pick the children up, called first, and a friend who is only called. */
async function seedContacts(manager: EntityManager, daycareId: number, family: DemoFamily, index: number): Promise<void> {
  const [friendFirst, friendLast, friendRelation] = FRIENDS[index % FRIENDS.length];
  const grandparent = GRANDPARENTS[index % GRANDPARENTS.length];
  const people = [
    { firstName: grandparent, lastName: family.lastName, relation: index % GRANDPARENTS.length < 6 ? 'Grandmother' : 'Grandfather', mayPickUp: true },
    { firstName: friendFirst, lastName: friendLast, relation: friendRelation, mayPickUp: false },
  ];
  for (const [order, person] of people.entries()) {
    const [number, country] = phone(index, 5 + order);
    const [{ id }] = await manager.query(
      `INSERT INTO contact (daycare_id, family_id, first_name, last_name, relation, mobile_phone, mobile_phone_country) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [daycareId, family.id, person.firstName, person.lastName, person.relation, number, country],
    );
    await manager.query(
      `INSERT INTO child_contact (daycare_id, child_id, contact_id, call_order, emergency, may_pick_up) SELECT $1, unnest($2::int[]), $3, $4, true, $5`,
      [daycareId, family.childIds, id, order + 1, person.mayPickUp],
    );
  }
}
