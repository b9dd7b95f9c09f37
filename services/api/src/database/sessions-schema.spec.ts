import { DataSource } from 'typeorm';
import { loadConfig } from '../config';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { connectAndMigrate, dataSourceOptions } from './data-source';
import { type DatabaseServer, openDatabaseServer } from './database-server';

// Integrity the add-sessions migration leaves to the database itself.
let database: TestDatabase;
let server: DatabaseServer;
let ds: DataSource;
let acorns: number;
let maple: number;

const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T> => (await ds.query(sql, params))[0];
const newUser = (email: string) => one<{ id: number; referral_code: string }>(
  `INSERT INTO "user" (email, first_name, last_name, type) VALUES ($1, 'Test', 'Person', 1) RETURNING id, referral_code`,
  [email],
);

beforeAll(async () => {
  database = await createTestDatabase();
  server = await openDatabaseServer(loadConfig(database.env));
  ds = await connectAndMigrate(dataSourceOptions(server));
  ({ id: acorns } = await one<{ id: number }>(`INSERT INTO daycare (label) VALUES ('Little Acorns') RETURNING id`));
  ({ id: maple } = await one<{ id: number }>(`INSERT INTO daycare (label) VALUES ('Maple Grove') RETURNING id`));
});

afterAll(async () => {
  await ds.destroy();
  await server.close();
  await database.drop();
});

it('gives every user a referral code of their own', async () => {
  const first = await newUser('first@test.test');
  const second = await newUser('second@test.test');
  expect(first.referral_code).toMatch(/^[0-9A-F]{10}$/);
  expect(second.referral_code).not.toBe(first.referral_code);
  await expect(ds.query(`UPDATE "user" SET referral_code = $1 WHERE id = $2`, [first.referral_code, second.id])).rejects.toThrow(/user_referral_code_unique/);
});

it('keeps registration progress between 0 and 7', async () => {
  const user = await newUser('progress@test.test');
  await expect(ds.query(`UPDATE "user" SET register_progress = 8 WHERE id = $1`, [user.id])).rejects.toThrow(/user_register_progress_range/);
});

it("keeps a child in its family's daycare", async () => {
  const family = await one<{ id: number }>(`INSERT INTO family (daycare_id) VALUES ($1) RETURNING id`, [acorns]);
  const insertChild = (daycareId: number) =>
    ds.query(`INSERT INTO child (daycare_id, family_id, first_name, last_name, birth_date) VALUES ($1, $2, 'Emma', 'Thompson', '2021-05-14')`, [
      daycareId,
      family.id,
    ]);
  await insertChild(acorns);
  await expect(insertChild(maple)).rejects.toThrow(/child_family_fk/);
});

it('gives roles only to members, once each, and only known codes', async () => {
  const user = await newUser('roles@test.test');
  const grant = (daycareId: number, code: string) => ds.query(`INSERT INTO user_role (user_id, daycare_id, code) VALUES ($1, $2, $3)`, [user.id, daycareId, code]);
  await expect(grant(acorns, 'INVOICING')).rejects.toThrow(/user_role_membership_fk/);
  await ds.query(`INSERT INTO user_daycare (user_id, daycare_id, relationship) VALUES ($1, $2, 3)`, [user.id, acorns]);
  await grant(acorns, 'INVOICING');
  await expect(grant(acorns, 'INVOICING')).rejects.toThrow(/user_role_unique/);
  await expect(grant(acorns, 'JANITOR')).rejects.toThrow(/user_role_code_known/);

  await ds.query(`DELETE FROM user_daycare WHERE user_id = $1`, [user.id]);
  expect(await ds.query(`SELECT code FROM user_role WHERE user_id = $1`, [user.id])).toEqual([]);
});

it("keeps a home room in the member's daycare, and forgets it when the room goes", async () => {
  const user = await newUser('room@test.test');
  const toddlers = await one<{ id: number }>(`INSERT INTO room (daycare_id, label) VALUES ($1, 'Toddlers') RETURNING id`, [acorns]);
  const mapleRoom = await one<{ id: number }>(`INSERT INTO room (daycare_id, label) VALUES ($1, 'Toddlers') RETURNING id`, [maple]);
  const join = (roomId: number) => ds.query(`INSERT INTO user_daycare (user_id, daycare_id, relationship, room_id) VALUES ($1, $2, 3, $3)`, [user.id, acorns, roomId]);
  await expect(join(mapleRoom.id)).rejects.toThrow(/user_daycare_room_fk/);
  await join(toddlers.id);
  await ds.query(`DELETE FROM room WHERE id = $1`, [toddlers.id]);
  expect(await ds.query(`SELECT daycare_id, room_id FROM user_daycare WHERE user_id = $1`, [user.id])).toEqual([{ daycare_id: acorns, room_id: null }]);
});

it('refuses a session impersonating its own user, or revoked without a reason', async () => {
  const user = await newUser('session@test.test');
  const insertSession = (columns: string, values: string) =>
    ds.query(`INSERT INTO session (user_id, absolute_expires_at${columns}) VALUES ($1, now() + interval '1 day'${values}) RETURNING id`, [user.id]);
  const [own] = await insertSession('', '');
  await expect(insertSession(', impersonator_id, impersonator_session_id', `, $1, '${own.id}'`)).rejects.toThrow(/session_not_self_impersonation/);
  await expect(insertSession(', revoked_at', ', now()')).rejects.toThrow(/session_revocation_has_reason/);
});
