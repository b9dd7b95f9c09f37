import type { LightMyRequestResponse } from 'fastify';
import { startTestApp, type TestApp } from '../../../test/test-app';

const REMOTE_HOST = 'https://cdn.example.com';
const INDEX_HTML =
  '<!doctype html><html><head><style>body { margin: 0; }</style><script>document.title = "x";</script>' +
  '<script defer="defer" src="/main.3f9a0c1d2e.js"></script></head><body><div id="root"></div></body></html>';

/** Behind one trusted proxy, as in the compose file. */
let proxied: TestApp;
/** Reached directly: nobody's X-Forwarded-Proto is believed. */
let direct: TestApp;

beforeAll(async () => {
  proxied = await startTestApp({ TRUSTED_PROXY_HOPS: '1', REMOTE_ADMIN_URL: `${REMOTE_HOST}/admin/remoteEntry.js` });
  direct = await startTestApp();
  await proxied.webRoot.write('shell', 'index.html', INDEX_HTML);
});

afterAll(async () => {
  await Promise.all([proxied?.close(), direct?.close()]);
});

/** The policy's directives by name: `{ 'script-src': ["'self'", ...] }`. */
function directives(res: LightMyRequestResponse): Record<string, string[]> {
  const policy = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(policy.split(';').map((directive) => directive.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]));
}

describe('every answer', () => {
  it('loads code and styles only from this site and the configured remote host, and nothing inline', async () => {
    const csp = directives(await proxied.request('/api/remotes'));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", REMOTE_HOST]);
    expect(csp['style-src']).toEqual(["'self'", REMOTE_HOST]);
    expect(csp['connect-src']).toEqual(["'self'", REMOTE_HOST]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(Object.values(csp).flat()).not.toEqual(expect.arrayContaining([expect.stringMatching(/unsafe-(inline|eval)/)]));
  });

  it('names no remote host when every remote is served by the gateway', async () => {
    expect(directives(await direct.request('/api/remotes'))['script-src']).toEqual(["'self'"]);
  });

  it('refuses framing, sniffing, referrers and browser features the product does not use', async () => {
    const res = await proxied.request('/api/remotes');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(res.headers['permissions-policy']).toContain(`${feature}=()`);
  });

  it('carries them on refusals too (a POST without the forgery cookie)', async () => {
    const res = await proxied.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.c', password: 'x' } });
    expect(res.statusCode).toBe(403);
    expect(directives(res)['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when the trusted proxy says the browser came over TLS', async () => {
    const res = await proxied.request({ url: '/api/remotes', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('is not sent over plain HTTP', async () => {
    expect((await proxied.request('/api/remotes')).headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent when a client that is not a trusted proxy claims TLS', async () => {
    const res = await direct.request({ url: '/api/remotes', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe("the shell's page", () => {
  const nonceOf = (res: LightMyRequestResponse) => /'nonce-([^']+)'/.exec(directives(res)['style-src'].join(' '))?.[1];

  it('lets its own inline script and style run with a nonce of this answer, and hands the nonce to the app', async () => {
    const res = await proxied.request('/children');
    const nonce = nonceOf(res);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directives(res)['script-src']).toEqual(["'self'", REMOTE_HOST, `'nonce-${nonce}'`]);
    expect(res.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
    expect(res.body).toContain(`<style nonce="${nonce}">body { margin: 0; }</style>`);
    expect(res.body).toContain(`<script nonce="${nonce}">document.title = "x";</script>`);
    expect(res.body).toContain(`<script nonce="${nonce}" defer="defer" src="/main.3f9a0c1d2e.js"></script>`);
  });

  it('draws a new nonce for every page, at / and /index.html too', async () => {
    const pages = await Promise.all(['/', '/index.html', '/children'].map((url) => proxied.request(url)));
    for (const page of pages) expect(page.body).toContain(`content="${nonceOf(page)}"`);
    expect(new Set(pages.map(nonceOf)).size).toBe(3);
  });
});
