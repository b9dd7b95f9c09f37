import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createUser } from '../../../test/factories';
import { anonymousCsrf, type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';

let gateway: TestApp;
let operations: SignedIn;

beforeAll(async () => {
  gateway = await startTestApp();
  operations = await signIn(gateway, (await createUser(gateway.app.get(DataSource), { type: UserType.Super })).email);
});

afterAll(async () => {
  await gateway.close();
});

const check = () => gateway.request('/api/appVersion/check');
const releaseAs = (headers: Record<string, string>, payload: unknown) =>
  gateway.request({ method: 'POST', url: '/api/appVersion/releaseCache', headers, payload: payload as object });
const release = (payload: unknown) => releaseAs(operations.headers, payload);
const deploy = (version: number) => gateway.webRoot.write('shell', 'version.json', JSON.stringify({ version }));

describe('GET /api/appVersion/check', () => {
  it('answers 0 while no shell build has written a version', async () => {
    const res = await check();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(0);
    expect(res.headers['cache-control']).toBe('no-cache, no-store');
  });

  it('keeps answering the cached version after a deployment until the cache is released', async () => {
    await release({ cacheKey: 'appVersion' });
    await deploy(1732300000000);
    expect((await check()).json()).toBe(1732300000000);

    await deploy(1732400000000);
    expect((await check()).json()).toBe(1732300000000);

    const released = await release({ cacheKey: 'appVersion' });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ released: true });
    expect((await check()).json()).toBe(1732400000000);
  });

  it('reports the same version in the health check', async () => {
    expect((await gateway.request('/api/health')).json()).toMatchObject({ version: 1732400000000 });
  });
});

describe('POST /api/appVersion/releaseCache', () => {
  it('is for Super only: 401 without signing in, 403 to an admin, and the cached version stays', async () => {
    await release({ cacheKey: 'appVersion' });
    const cached = (await check()).json();
    await deploy(cached + 1);
    expect((await releaseAs(await anonymousCsrf(gateway), { cacheKey: 'appVersion' })).statusCode).toBe(401);
    const ds = gateway.app.get(DataSource);
    const admin = await signIn(gateway, (await createUser(ds, { type: UserType.Admin })).email);
    expect((await releaseAs(admin.headers, { cacheKey: 'appVersion' })).statusCode).toBe(403);
    expect((await check()).json()).toBe(cached);
  });

  it.each([
    ['an unknown cache key', { cacheKey: 'everything' }, ['cacheKey must be one of: appVersion']],
    ['no cache key', {}, ['cacheKey must be one of: appVersion']],
    ['an unknown field', { cacheKey: 'appVersion', flush: true }, ['flush is not a field this request accepts; remove it']],
  ])('rejects %s with 400 and says what to fix', async (_case, payload, messages) => {
    const res = await release(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: messages });
  });
});

describe('with APP_VERSION set', () => {
  let pinned: TestApp;

  beforeAll(async () => {
    pinned = await startTestApp({ APP_VERSION: '42' });
    await pinned.webRoot.write('shell', 'version.json', JSON.stringify({ version: 7 }));
  });

  afterAll(async () => {
    await pinned.close();
  });

  it('answers APP_VERSION whatever the shell build wrote', async () => {
    expect((await pinned.request('/api/appVersion/check')).json()).toBe(42);
  });
});
