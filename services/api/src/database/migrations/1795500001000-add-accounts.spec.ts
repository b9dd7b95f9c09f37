import { DataSource } from 'typeorm';
import { loadConfig } from '../../config';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { dataSourceOptions } from '../data-source';
import { type DatabaseServer, openDatabaseServer } from '../database-server';

let database: TestDatabase;
let server: DatabaseServer;
let dataSource: DataSource;
let userId: number;
let adminId: number;
let daycareId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  server = await openDatabaseServer(loadConfig(database.env));
  dataSource = await new DataSource(dataSourceOptions(server)).initialize();
  await dataSource.runMigrations();
  [{ id: daycareId }] = await dataSource.query(`INSERT INTO daycare (label) VALUES ('Accounts Test Daycare') RETURNING id`);
  [{ id: userId }, { id: adminId }] = await dataSource.query(
    `INSERT INTO "user" (email, first_name, last_name, type) VALUES ('guardian@demo.test', 'G', 'T', 1), ('admin@demo.test', 'A', 'T', 3) RETURNING id`,
  );
});

afterAll(async () => {
  await dataSource.destroy();
  await server.close();
  await database.drop();
});

const insertCode = (purpose: string, usedAt: string | null = null) =>
  dataSource.query(
    `INSERT INTO one_time_code (user_id, purpose, code_hash, expires_at, used_at) VALUES ($1, $2, 'hash', now() + interval '30 minutes', $3)`,
    [userId, purpose, usedAt],
  );

it('keeps one open code per user and purpose, and knows only the two purposes', async () => {
  await insertCode('confirm-email');
  await insertCode('reset-password');
  await insertCode('confirm-email', new Date().toISOString());
  await expect(insertCode('confirm-email')).rejects.toThrow(/one_time_code_one_open_per_purpose/);
  await expect(insertCode('unlock-door')).rejects.toThrow(/one_time_code_purpose_known/);
});

it('stops counting wrong guesses at five', async () => {
  await expect(dataSource.query(`UPDATE one_time_code SET failed_attempts = 6 WHERE user_id = $1`, [userId])).rejects.toThrow(
    /one_time_code_attempts_range/,
  );
});

it('keeps one pending access request per guardian and daycare; a granted one allows a new request', async () => {
  const request = () => dataSource.query(`INSERT INTO access_request (user_id, daycare_id) VALUES ($1, $2) RETURNING id`, [userId, daycareId]);
  const [{ id }] = await request();
  await expect(request()).rejects.toThrow(/access_request_one_pending/);
  await dataSource.query(`UPDATE access_request SET granted_at = now(), granted_by_id = $2 WHERE id = $1`, [id, adminId]);
  await expect(request()).resolves.toHaveLength(1);
});

it('names a granter only on a granted request', async () => {
  await expect(
    dataSource.query(`INSERT INTO access_request (user_id, daycare_id, granted_by_id) VALUES ($1, $2, $1)`, [adminId, daycareId]),
  ).rejects.toThrow(/access_request_granter_only_when_granted/);
});

it('records an e-mail as sent or as failed, not both', async () => {
  await expect(
    dataSource.query(`INSERT INTO email_outbox (to_address, subject, text_body, sent_at, error) VALUES ('a@demo.test', 'Hi', 'Hello', now(), 'refused')`),
  ).rejects.toThrow(/email_outbox_sent_or_failed/);
});
