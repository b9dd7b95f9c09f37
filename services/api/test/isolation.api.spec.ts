import { checkRow, createIsolationWorld, type IsolationWorld, routeKey, servedRoutes } from './isolation-matrix';
import { ISOLATION_ROWS } from './isolation-rows';
import { startTestApp, type TestApp } from './test-app';

let gateway: TestApp;
let world: IsolationWorld;

beforeAll(async () => {
  gateway = await startTestApp();
  world = await createIsolationWorld(gateway);
});

afterAll(async () => {
  await gateway.close();
});

it('has exactly one row for every route the gateway serves', () => {
  const rows = ISOLATION_ROWS.map(routeKey);
  const served = servedRoutes(gateway);
  expect(served).toEqual(expect.arrayContaining(['GET /api/health', 'GET /api/room/list', 'POST /api/userrole/create']));
  expect({ withoutRow: served.filter((route) => !rows.includes(route)) }).toEqual({ withoutRow: [] });
  expect({ notServed: rows.filter((route) => !served.includes(route)) }).toEqual({ notServed: [] });
  expect({ repeated: rows.filter((route, index) => rows.indexOf(route) !== index) }).toEqual({ repeated: [] });
});

it.each(ISOLATION_ROWS.map((row) => [routeKey(row), row] as const))('%s answers each caller as its row says', async (_route, row) => {
  expect(await checkRow(row, world)).toEqual([]);
});
