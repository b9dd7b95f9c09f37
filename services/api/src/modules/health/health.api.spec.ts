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

it('answers 503 with database "down" once the database is gone', async () => {
  if (gateway.database.name) await gateway.database.drop();
  else await gateway.app.get<DatabaseServer>(DATABASE_SERVER).close();

  const res = await gateway.request('/api/health');
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ status: 'error', database: 'down', version: 0 });
});
