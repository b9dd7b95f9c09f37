import { UserType } from '@daycare/shared';
import type { LightMyRequestResponse } from 'fastify';
import { DataSource } from 'typeorm';
import { createDaycare, createUser, type CreatedDaycare, type CreatedUser } from '../../../test/factories';
import { type SignedIn, anonymousCsrf, sessionFrom, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_PASSWORD } from '../demo/demo-data';
import { SECURE_CSRF_COOKIE } from './csrf.service';
import { REFRESH_COOKIE, SECURE_REFRESH_COOKIE } from './refresh-cookie';

let gateway: TestApp;
let acorns: CreatedDaycare;
let director: CreatedUser;
let guardian: CreatedUser;
let superUser: CreatedUser;

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  // One proxy in front, as in the compose file: X-Forwarded-Proto says whether the browser used TLS.
  gateway = await startTestApp({ TRUSTED_PROXY_HOPS: '1' });
  const ds = gateway.app.get(DataSource);
  acorns = await createDaycare(ds, 'Little Acorns');
  director = await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR', 'IMPERSONATION'] });
  superUser = await createUser(ds, { type: UserType.Super });
  guardian = await createUser(ds, { type: UserType.User, daycareId: acorns.id });
});

afterAll(async () => {
  await gateway.close();
});

const refreshCookieOf = (res: LightMyRequestResponse, name = REFRESH_COOKIE) => res.cookies.find((cookie) => cookie.name === name);

/** What the browser sends: the session's forgery cookie and header, plus the refresh cookie it holds. */
function withRefreshCookie(session: SignedIn, refreshToken = session.refreshToken): SignedIn['headers'] {
  return { ...session.headers, cookie: `${session.headers.cookie}; ${REFRESH_COOKIE}=${refreshToken}` };
}

/** A refresh as the browser now sends it: no body, the token only in the cookie. */
const refreshFromCookie = (session: SignedIn, refreshToken?: string) =>
  gateway.request({ method: 'POST', url: '/api/auth/refreshTokenV2', headers: withRefreshCookie(session, refreshToken), payload: {} });

const post = (session: SignedIn, url: string, payload: object = {}) => gateway.request({ method: 'POST', url, headers: session.headers, payload });

describe('the refresh token travels in an HttpOnly cookie', () => {
  it('is set by sign-in, HttpOnly, SameSite=Strict, only for /api/auth, not Secure over plain HTTP, and ends with the session', async () => {
    const res = await gateway.request({ method: 'POST', url: '/api/auth/login', headers: await anonymousCsrf(gateway), payload: { email: guardian.email, password: DEMO_PASSWORD } });
    const cookie = refreshCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    expect(cookie?.secure).toBeFalsy();
    const lifetime = new Date(cookie?.expires as Date).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(29 * DAY_MS);
    expect(lifetime).toBeLessThanOrEqual(30 * DAY_MS);
  });

  it('never appears in the JSON, and token answers are never cached', async () => {
    const res = await gateway.request({ method: 'POST', url: '/api/auth/login', headers: await anonymousCsrf(gateway), payload: { email: guardian.email, password: DEMO_PASSWORD } });
    expect(res.json()).not.toHaveProperty('refreshToken');
    expect(res.body).not.toContain(refreshCookieOf(res)?.value);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is Secure and __Secure- prefixed when the browser came over TLS', async () => {
    const tls = { 'x-forwarded-proto': 'https' };
    const csrf = await gateway.request({ url: '/api/auth/csrf', headers: tls });
    const xsrf = csrf.cookies.find((cookie) => cookie.name === SECURE_CSRF_COOKIE)?.value ?? '';
    const res = await gateway.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...tls, cookie: `${SECURE_CSRF_COOKIE}=${xsrf}`, 'x-xsrf-token': xsrf },
      payload: { email: guardian.email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(refreshCookieOf(res)).toBeUndefined();
    expect(refreshCookieOf(res, SECURE_REFRESH_COOKIE)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  });
});

describe('POST /api/auth/refreshTokenV2 without a body', () => {
  it('trades the cookie for new tokens and a new cookie, not cached, with no refresh token in the JSON', async () => {
    const session = await signIn(gateway, guardian.email);
    const res = await refreshFromCookie(session);
    expect(res.statusCode).toBe(200);
    const renewed = sessionFrom(res);
    expect(renewed.user).toMatchObject({ id: guardian.id });
    expect(renewed.refreshToken).not.toBe(session.refreshToken);
    expect(res.json()).not.toHaveProperty('refreshToken');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await refreshFromCookie(renewed)).statusCode).toBe(200);
  });

  it('answers 401 with neither a body nor a cookie', async () => {
    const session = await signIn(gateway, guardian.email);
    const res = await post(session, '/api/auth/refreshTokenV2');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session has expired, please login to continue');
  });
});

describe('POST /api/auth/logout without a body', () => {
  it('ends the session of the cookie and clears the cookie', async () => {
    const session = await signIn(gateway, guardian.email);
    const res = await gateway.request({ method: 'POST', url: '/api/auth/logout', headers: withRefreshCookie(session), payload: {} });
    expect(res.statusCode).toBe(204);
    const cleared = refreshCookieOf(res);
    expect(cleared).toMatchObject({ value: '', path: '/api/auth' });
    expect(new Date(cleared?.expires as Date).getTime()).toBeLessThan(Date.now());
    expect((await gateway.request({ url: '/api/user/loggedInUser', headers: session.headers })).statusCode).toBe(401);
  });
});

describe('every answer that starts or renews a session sets the cookie', () => {
  it('changeCenter: the moved session refreshes from its new cookie', async () => {
    const session = await signIn(gateway, superUser.email);
    const res = await post(session, '/api/daycare/changeCenter', { id: acorns.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const moved = sessionFrom(res);
    expect(moved.refreshToken).not.toBe(session.refreshToken);
    expect((await refreshFromCookie(moved)).json()).toMatchObject({ id: superUser.id, daycare: { id: acorns.id } });
  });

  it('impersonate, stop, refresh: the real user is back on a cookie of their own session', async () => {
    const real = await signIn(gateway, director.email);
    const started = await post(real, '/api/auth/impersonate', { userId: guardian.id });
    expect(started.headers['cache-control']).toBe('no-store');
    const acting = sessionFrom(started);
    expect((await refreshFromCookie(acting)).json()).toMatchObject({ id: guardian.id, impersonated: true });

    const stopped = await gateway.request({ method: 'POST', url: '/api/auth/stopImpersonation', headers: acting.headers, payload: {} });
    expect(stopped.statusCode).toBe(204);
    expect(stopped.headers['cache-control']).toBe('no-store');
    const restored = refreshCookieOf(stopped);
    expect(restored).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

    const back = await refreshFromCookie(real, restored?.value);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: director.id, impersonated: false, impersonateId: null, daycare: { id: acorns.id } });
  });
});
