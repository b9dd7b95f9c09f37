// Runs on PostgreSQL with the API tests and on the embedded database with the smoke tests.
import type { Socket } from 'node:net';
import { UserType } from '@daycare/shared';
import { Client, type Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { createDaycare, createUser, type CreatedUser } from '../../test/factories';
import { hubUrl } from '../../test/hub/hub-clients';
import { type SignedIn, signIn } from '../../test/sessions';
import { startTestApp, type TestApp } from '../../test/test-app';

const POOL_IDLE_TIMEOUT_MS = 300;

let gateway: TestApp;
let pool: Pool;
let staff: CreatedUser & { daycareId: number };
let session: SignedIn;

beforeAll(async () => {
  gateway = await startTestApp({ DATABASE_POOL_IDLE_TIMEOUT_MS: String(POOL_IDLE_TIMEOUT_MS) });
  const dataSource = gateway.app.get(DataSource);
  pool = (dataSource.driver as PostgresDriver).master as Pool;
  const daycare = await createDaycare(dataSource, 'Recovery Daycare');
  staff = { ...(await createUser(dataSource, { type: UserType.Staff, daycareId: daycare.id })), daycareId: daycare.id };
  session = await signIn(gateway, staff.email);
});

afterAll(async () => {
  await gateway.close();
});

async function until(condition: () => boolean, what: string): Promise<void> {
  for (const started = Date.now(); !condition(); await new Promise((resolve) => setTimeout(resolve, 20))) {
    if (Date.now() - started > 10_000) throw new Error(`Timed out waiting until ${what}`);
  }
}

/** Ends the gateway's database connections from outside, as a crash or a restart of the server would. */
async function killDatabaseConnections(): Promise<void> {
  if (gateway.database.name) {
    const admin = new Client({ connectionString: gateway.config.databaseUrl });
    await admin.connect();
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    await admin.end();
  } else {
    const client = await pool.connect();
    client.release();
    (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy();
  }
  await until(() => pool.totalCount === 0, 'the pool dropped its dead connections');
}

async function signedInRequestsSucceed(): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await gateway.request({ url: '/api/user/loggedInUser', headers: session.headers });
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 200, body: { user: { id: staff.id } } });
  }
}

it('answers signed-in requests after the pool closed its idle connection', async () => {
  await signedInRequestsSucceed();

  await until(() => pool.totalCount === 0, 'the pool closed its idle connection');

  await signedInRequestsSucceed();
  expect((await gateway.request('/api/health')).statusCode).toBe(200);
});

it('answers signed-in requests and hub negotiations after its database connections were killed', async () => {
  await signedInRequestsSucceed();

  await killDatabaseConnections();

  await signedInRequestsSucceed();
  const negotiate = await gateway.request({
    method: 'POST',
    url: hubUrl('', staff).replace('/chatHub?', '/chatHub/negotiate?negotiateVersion=1&'),
    headers: { authorization: session.headers.authorization },
  });
  expect(negotiate.statusCode).toBe(200);
  expect(negotiate.json()).toMatchObject({ connectionToken: expect.any(String), negotiateVersion: 1 });
});

it('answers signed-in requests right after a run of requests whose session check failed', async () => {
  const dataSource = gateway.app.get(DataSource);
  await dataSource.query('ALTER TABLE session RENAME TO session_away');
  for (let attempt = 0; attempt < 5; attempt++) await gateway.request({ url: '/api/user/loggedInUser', headers: session.headers });
  await dataSource.query('ALTER TABLE session_away RENAME TO session');

  await signedInRequestsSucceed();
});
