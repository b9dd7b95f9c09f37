// The smoke subset: also run against the embedded database (`npm run test:embedded`).
import { DataSource } from 'typeorm';
import { DemoSeedService } from '../src/modules/demo/demo-seed.service';
import { signIn } from './sessions';
import { startTestApp, type TestApp } from './test-app';

let gateway: TestApp;

beforeAll(async () => {
  gateway = await startTestApp();
});

afterAll(async () => {
  await gateway.close();
});

it('boots and reports a healthy database', async () => {
  const res = await gateway.request('/api/health');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', database: 'up', version: 0 });
});

it('loads the demo data, and loading it again adds nothing', async () => {
  const seed = gateway.app.get(DemoSeedService);
  const dataSource = gateway.app.get(DataSource);
  const count = async (table: string) => Number((await dataSource.query(`SELECT count(*) AS n FROM ${table}`))[0].n);
  const counts = async () => ({
    daycares: await count('daycare'),
    rooms: await count('room'),
    users: await count('"user"'),
    memberships: await count('user_daycare'),
    children: await count('child'),
    signedIn: await count('attendance WHERE ended_at IS NULL'),
  });

  await seed.seed();
  const first = await counts();
  await seed.seed();

  // 6 accounts, one per kind of person, the Toddlers tablet, Little Acorns' 7 other educators and the
  // families' 25 other guardians; 40 children there.
  expect(first).toEqual({ daycares: 2, rooms: 8, users: 39, memberships: 39, children: 40, signedIn: expect.any(Number) });
  expect(first.signedIn).toBeGreaterThan(0);
  expect(await counts()).toEqual(first);
});

it('answers the version check with a bare number the browser must not cache', async () => {
  await gateway.webRoot.write('shell', 'version.json', JSON.stringify({ version: 1732300000000 }));
  const operations = await signIn(gateway, 'super@demo.test');
  await gateway.request({ method: 'POST', url: '/api/appVersion/releaseCache', headers: operations.headers, payload: { cacheKey: 'appVersion' } });
  const res = await gateway.request('/api/appVersion/check');
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe('1732300000000');
  expect(res.headers['cache-control']).toBe('no-cache, no-store');
});

it('signs a demo user in and answers who is signed in', async () => {
  const { headers, user } = await signIn(gateway, 'parent@demo.test');
  expect(user).toMatchObject({ email: 'parent@demo.test', hasChildren: true });
  const res = await gateway.request({ url: '/api/user/loggedInUser', headers });
  expect(res.statusCode).toBe(200);
  expect(res.json().user).toMatchObject({ id: user.id, email: 'parent@demo.test' });
});
