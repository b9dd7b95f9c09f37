import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DATABASE_SERVER } from '../../database/database.module';
import type { DatabaseServer } from '../../database/database-server';

let gateway: TestApp;

beforeAll(async () => {
  gateway = await startTestApp();
});

afterAll(async () => {
  await gateway.close();
});

it('reports ok while the database answers', async () => {
  const res = await gateway.request('/api/health');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: 'up', version: 0 });
});

it('answers 503 while the session check every signed-in request runs fails, though the database answers', async () => {
  const dataSource = gateway.app.get(DataSource);
  await dataSource.query('ALTER TABLE session RENAME TO session_away');
  try {
    expect(await dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    const res = await gateway.request('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: 'down', version: 0 });
  } finally {
    await dataSource.query('ALTER TABLE session_away RENAME TO session');
  }
  expect((await gateway.request('/api/health')).statusCode).toBe(200);
});

it('answers 503 with database "down" once the database is gone', async () => {
  if (gateway.database.name) await gateway.database.drop();
  else await gateway.app.get<DatabaseServer>(DATABASE_SERVER).close();

  const res = await gateway.request('/api/health');
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ status: 'error', database: 'down', version: 0 });
});
