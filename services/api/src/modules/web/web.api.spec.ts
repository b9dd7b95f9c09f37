import { utimes } from 'node:fs/promises';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { WEB_APPS_NOT_BUILT } from './spa-fallback.filter';

let gateway: TestApp;

beforeAll(async () => {
  gateway = await startTestApp({ REMOTE_SUPER_URL: 'https://cdn.example.com/super/remoteEntry.js' });
});

afterAll(async () => {
  await gateway.close();
});

describe('before the web apps are built', () => {
  it('answers / with a 503 that says to build them', async () => {
    const res = await gateway.request('/');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe(WEB_APPS_NOT_BUILT);
  });

  it('lists each remote at its plain URL', async () => {
    const res = await gateway.request('/api/remotes');
    expect(res.json()).toMatchObject({ guardian: { entry: '/remotes/guardian/remoteEntry.js' } });
  });
});

describe('GET /api/remotes', () => {
  const entryOf = async (name: string) => ((await gateway.request('/api/remotes')).json() as Record<string, { entry: string }>)[name].entry;

  it('versions each remote entry by a hash of the file, and changes it when the remote is redeployed', async () => {
    const file = await gateway.webRoot.write('mf-admin', 'remoteEntry.js', 'var admin = "build 1";');
    const first = await entryOf('admin');
    expect(first).toMatch(/^\/remotes\/admin\/remoteEntry\.js\?v=[0-9a-f]{12}$/);
    expect(await entryOf('admin')).toBe(first);

    await gateway.webRoot.write('mf-admin', 'remoteEntry.js', 'var admin = "build 2, redeployed";');
    const later = new Date(Date.now() + 2000);
    await utimes(file, later, later);
    const second = await entryOf('admin');
    expect(second).toMatch(/^\/remotes\/admin\/remoteEntry\.js\?v=[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
  });

  it('uses REMOTE_<NAME>_URL when it is set', async () => {
    expect(await entryOf('super')).toBe('https://cdn.example.com/super/remoteEntry.js');
  });

  it('must not be cached by the browser', async () => {
    const res = await gateway.request('/api/remotes');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('serving the built apps', () => {
  beforeAll(async () => {
    await gateway.webRoot.write('shell', 'index.html', '<!doctype html><title>Daycare</title><div id="root"></div>');
    await gateway.webRoot.write('shell', 'main.3f9a0c1d2e4b5a6c.js', 'console.log("shell");');
    await gateway.webRoot.write('mf-tablet', 'remoteEntry.js', 'var tablet = 1;');
  });

  it('serves the shell at /', async () => {
    const res = await gateway.request('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('lets browsers keep content-hashed assets for a year', async () => {
    const res = await gateway.request('/main.3f9a0c1d2e4b5a6c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a remote under /remotes/<name>/ and makes browsers revalidate its entry', async () => {
    const res = await gateway.request('/remotes/tablet/remoteEntry.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('var tablet = 1;');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('makes browsers revalidate version.json', async () => {
    await gateway.webRoot.write('shell', 'version.json', '{"version": 5}');
    expect((await gateway.request('/version.json')).headers['cache-control']).toBe('no-cache');
  });

  it.each(['/children', '/tablet/child/12', '/confirm-email/parent@demo.test/123456', '/welcome/parents?returnUrl=%2Fchildren'])(
    'answers the browser route %s with the shell page',
    async (url) => {
      const res = await gateway.request(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
    },
  );

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await gateway.request('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Cannot GET /api/no-such-thing' });
  });

  it('answers a missing remote file with 404, not the shell page', async () => {
    const res = await gateway.request('/remotes/tablet/missing-chunk.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('does not turn other methods into the shell page', async () => {
    const res = await gateway.request({ method: 'POST', url: '/children' });
    expect(res.statusCode).toBe(404);
  });
});

describe('API documentation', () => {
  it('serves Swagger UI at /api/docs and the document at /api/docs-json', async () => {
    const page = await gateway.request('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect((await gateway.request('/api/docs/swagger-ui.css')).statusCode).toBe(200);
    const document = (await gateway.request('/api/docs-json')).json();
    expect(document.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/health', '/appVersion/check', '/remotes']));
  });
});
