import { DataSource } from 'typeorm';
import { loadConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { dataSourceOptions } from '../data-source';
import { type DatabaseServer, openDatabaseServer } from '../database-server';

let database: TestDatabase;
let server: DatabaseServer;
let dataSource: DataSource;
let daycareId: number;
let otherDaycareId: number;
let familyId: number;
let childId: number;
let guardianId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await openDatabaseServer(loadConfig(database.env));
  dataSource = await new DataSource(dataSourceOptions(server)).initialize();
  await dataSource.runMigrations();
  [{ id: daycareId }, { id: otherDaycareId }] = await dataSource.query(`INSERT INTO daycare (label) VALUES ('Acorns'), ('Maple') RETURNING id`);
  [{ id: familyId }] = await dataSource.query(`INSERT INTO family (daycare_id) VALUES ($1) RETURNING id`, [daycareId]);
  [{ id: childId }] = await dataSource.query(`INSERT INTO child (daycare_id, family_id, first_name, last_name, birth_date) VALUES ($1, $2, 'Emma', 'T', '2023-01-01') RETURNING id`, [daycareId, familyId]);
  [{ id: guardianId }] = await dataSource.query(`INSERT INTO "user" (email, first_name, last_name, type, family_id) VALUES ('g@family.test', 'G', 'T', 1, $1) RETURNING id`, [familyId]);
});

afterAll(async () => {
  await dataSource.destroy();
  await server.close();
  await database.drop();
});

const setMobile = (number: string | null, country: string | null) =>
  dataSource.query(`UPDATE "user" SET mobile_phone = $2, mobile_phone_country = $3 WHERE id = $1`, [guardianId, number, country]);

it('keeps phones as digits of their country: US 10, BR 10 or 11, a number always with its country', async () => {
  await setMobile('4165550123', 'US');
  await setMobile('11987654321', 'BR');
  await setMobile('1133334444', 'BR');
  await setMobile(null, null);
  await expect(setMobile('11987654321', 'US')).rejects.toThrow(/user_mobile_phone_valid/);
  await expect(setMobile('(416) 555-0123', 'US')).rejects.toThrow(/user_mobile_phone_valid/);
  await expect(setMobile('4165550123', null)).rejects.toThrow(/user_mobile_phone_valid/);
  await expect(setMobile('4165550123', 'FR')).rejects.toThrow(/user_mobile_phone_valid/);
});

it('knows only the listed relations of a guardian to a child', async () => {
  await dataSource.query(`INSERT INTO guardian_relation (user_id, child_id, relation) VALUES ($1, $2, 'mother')`, [guardianId, childId]);
  await expect(dataSource.query(`UPDATE guardian_relation SET relation = 'cousin' WHERE user_id = $1`, [guardianId])).rejects.toThrow(/guardian_relation_known/);
});

it("keeps a contact in its family's daycare, and a child's call order without two contacts in one place", async () => {
  await expect(
    dataSource.query(`INSERT INTO contact (daycare_id, family_id, first_name, last_name, relation) VALUES ($1, $2, 'A', 'B', 'Aunt')`, [otherDaycareId, familyId]),
  ).rejects.toThrow(/contact_family_fk/);
  const [{ id: first }, { id: second }] = await dataSource.query(
    `INSERT INTO contact (daycare_id, family_id, first_name, last_name, relation) VALUES ($1, $2, 'A', 'B', 'Aunt'), ($1, $2, 'C', 'D', 'Uncle') RETURNING id`,
    [daycareId, familyId],
  );
  await dataSource.query(`INSERT INTO child_contact (daycare_id, child_id, contact_id, call_order) VALUES ($1, $2, $3, 1)`, [daycareId, childId, first]);
  await expect(dataSource.query(`INSERT INTO child_contact (daycare_id, child_id, contact_id, call_order) VALUES ($1, $2, $3, 1)`, [daycareId, childId, second])).rejects.toThrow(
    /child_contact_call_order_unique/,
  );
  // Swapping two places in one statement is allowed: the check waits for the end of the transaction.
  await dataSource.query(`INSERT INTO child_contact (daycare_id, child_id, contact_id, call_order) VALUES ($1, $2, $3, 2)`, [daycareId, childId, second]);
  await dataSource.query(`UPDATE child_contact SET call_order = 3 - call_order WHERE child_id = $1`, [childId]);
  await expect(dataSource.query(`INSERT INTO contact (daycare_id, family_id, first_name, last_name, relation) VALUES ($1, $2, 'A', 'B', ' ')`, [daycareId, familyId])).rejects.toThrow(/check/);
});

it('wants a never-release entry to name the person and describe them', async () => {
  await expect(dataSource.query(`INSERT INTO child_never_release (daycare_id, child_id, name, description) VALUES ($1, $2, 'John', '')`, [daycareId, childId])).rejects.toThrow(/check/);
  await expect(dataSource.query(`INSERT INTO child_never_release (daycare_id, child_id, name, description) VALUES ($1, $2, 'John', 'Tall')`, [otherDaycareId, childId])).rejects.toThrow(
    /child_never_release_child_fk/,
  );
});
