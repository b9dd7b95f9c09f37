import { anonymousCsrf } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';

let gateway: TestApp;

beforeAll(async () => {
  gateway = await startTestApp();
});

afterAll(async () => {
  await gateway.close();
});

const check = () => gateway.request('/api/appVersion/check');
const release = async (payload: unknown) =>
  gateway.request({ method: 'POST', url: '/api/appVersion/releaseCache', headers: await anonymousCsrf(gateway), payload: payload as object });
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
