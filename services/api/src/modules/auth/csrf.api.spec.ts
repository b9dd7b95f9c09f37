import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser, type CreatedUser } from '../../../test/factories';
import { anonymousCsrf, csrfFrom, type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';

let gateway: TestApp;
let guardian: CreatedUser;

const REJECTED = { statusCode: 403, message: 'The request could not be verified, please reload the page' };

beforeAll(async () => {
  gateway = await startTestApp();
  const ds = gateway.app.get(DataSource);
  const acorns = await createDaycare(ds, 'Little Acorns');
  guardian = await createUser(ds, { type: UserType.User, daycareId: acorns.id });
});

afterAll(async () => {
  await gateway.close();
});

const setTheme = (headers: Record<string, string>) => gateway.request({ method: 'POST', url: '/api/user/setTheme', headers, payload: { theme: 'dark' } });

describe('the forgery cookie', () => {
  it('is set by GET /api/auth/csrf: readable by the page, same-site only, for the whole site', async () => {
    const res = await gateway.request('/api/auth/csrf');
    expect(res.statusCode).toBe(204);
    const [cookie] = res.cookies;
    expect(cookie).toMatchObject({ name: 'XSRF-TOKEN', path: '/', sameSite: 'Strict' });
    expect(cookie.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(cookie).not.toHaveProperty('httpOnly');
  });

  it('takes the __Host- prefix and Secure over HTTPS', async () => {
    const secure = await startTestApp({ TRUSTED_PROXY_HOPS: '1' });
    try {
      const res = await secure.request({ url: '/api/auth/csrf', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.cookies[0]).toMatchObject({ name: '__Host-XSRF-TOKEN', path: '/', secure: true, sameSite: 'Strict' });
    } finally {
      await secure.close();
    }
  });

  it('comes with any /api answer to a request that had none', async () => {
    const res = await gateway.request('/api/appVersion/check');
    expect(csrfFrom(res)).toBeDefined();
  });

  it("is kept when a signed-in page shows a photo: the image's request carries the cookie but no token", async () => {
    const session = await signIn(gateway, guardian.email);
    const photo = await gateway.request({ url: '/api/files/1/thumbnail?expires=1&sig=x', headers: { cookie: session.headers.cookie } });
    expect(photo.statusCode).toBe(404);
    expect(csrfFrom(photo)).toBeUndefined();
    expect((await setTheme(session.headers)).statusCode).toBe(200);
  });

  it('is renewed, bound to the new session, by a sign-in', async () => {
    const anonymous = await anonymousCsrf(gateway);
    const session = await signIn(gateway, guardian.email);
    expect(session.headers['x-xsrf-token']).not.toBe(anonymous['x-xsrf-token']);
    expect((await setTheme({ ...anonymous, authorization: session.headers.authorization })).json()).toMatchObject(REJECTED);
    expect((await setTheme(session.headers)).statusCode).toBe(200);
  });
});

describe('state-changing calls', () => {
  let session: SignedIn;

  beforeAll(async () => {
    session = await signIn(gateway, guardian.email);
  });

  it('answer 403 without the header', async () => {
    const { 'x-xsrf-token': _header, ...withoutHeader } = session.headers;
    const res = await setTheme(withoutHeader);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(REJECTED);
  });

  it('answer 403 when header and cookie differ', async () => {
    const other = await anonymousCsrf(gateway);
    expect((await setTheme({ ...session.headers, 'x-xsrf-token': other['x-xsrf-token'] })).statusCode).toBe(403);
  });

  it("answer 403 with another session's pair, even a well-formed one, and set the caller's own cookie", async () => {
    const otherSession = await signIn(gateway, guardian.email);
    const { authorization } = session.headers;
    const res = await setTheme({ ...otherSession.headers, authorization });
    expect(res.json()).toMatchObject(REJECTED);
    expect((await setTheme({ ...csrfFrom(res)!, authorization })).statusCode).toBe(200);
  });

  it('answer 403 to a public POST without the pair (sign-in included)', async () => {
    const res = await gateway.request({ method: 'POST', url: '/api/auth/login', payload: { email: guardian.email, password: guardian.password } });
    expect(res.json()).toMatchObject(REJECTED);
  });

  it('pass with a valid pair of the caller', async () => {
    const res = await setTheme(session.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ theme: 'dark' });
  });

  it('are not checked for reads', async () => {
    const res = await gateway.request({ url: '/api/user/loggedInUser', headers: { authorization: session.headers.authorization } });
    expect(res.statusCode).toBe(200);
  });
});
