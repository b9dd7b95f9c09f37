import { startTestApp, type TestApp } from '../../../test/test-app';
import { maskUrlSecrets } from './logger-params';

let gateway: TestApp;

beforeAll(async () => {
  gateway = await startTestApp();
});

afterAll(async () => {
  await gateway.close();
});

it('logs each request as structured JSON without tokens or cookies', async () => {
  await gateway.request({
    url: '/api/appVersion/check?access_token=query-secret-111&v=3',
    headers: { authorization: 'Bearer header-secret-222', cookie: 'session=cookie-secret-333' },
  });

  const record = gateway.logs.lines.map((line) => JSON.parse(line)).find((entry) => entry.req?.url?.startsWith('/api/appVersion/check'));
  expect(record).toMatchObject({
    msg: 'request completed',
    res: { statusCode: 200 },
    req: { method: 'GET', url: '/api/appVersion/check?access_token=[Redacted]&v=3', headers: { authorization: '[Redacted]', cookie: '[Redacted]' } },
  });
  expect(gateway.logs.text()).not.toMatch(/query-secret-111|header-secret-222|cookie-secret-333/);
});

it('masks token query values wherever they appear in a URL', () => {
  expect(maskUrlSecrets('/chatHub?id=abc&access_token=eyJhbGciOi')).toBe('/chatHub?id=abc&access_token=[Redacted]');
  expect(maskUrlSecrets('/x?token=t1#frag')).toBe('/x?token=[Redacted]#frag');
  expect(maskUrlSecrets('/api/health')).toBe('/api/health');
});

it('leaves health probes out of the request log', async () => {
  await gateway.request('/api/health');
  await gateway.request('/api/remotes');
  const urls = gateway.logs.lines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
  expect(urls).toContain('/api/remotes');
  expect(urls).not.toContain('/api/health');
});
