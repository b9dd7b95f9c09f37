import type { LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '../src/modules/auth/csrf.service';
import { REFRESH_COOKIE } from '../src/modules/auth/refresh-cookie';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-data';
import type { LoggedInUserDto } from '../src/modules/users/dto/logged-in-user.dto';
import type { TestApp } from './test-app';

/** What a browser sends for the forgery check: the cookie and the header echoing it. */
export type CsrfHeaders = {
  cookie: string;
  'x-xsrf-token': string;
};

export type SessionHeaders = CsrfHeaders & {
  authorization: string;
};

export interface SignedIn {
  user: LoggedInUserDto;
  accessToken: string;
  /** From the HttpOnly refresh cookie, where the browser keeps it. */
  refreshToken: string;
  /** Send these with every call of this session (GET or POST). */
  headers: SessionHeaders;
}

/** The forgery cookie a response set, as request headers; undefined when it set none. */
export function csrfFrom(res: LightMyRequestResponse): CsrfHeaders | undefined {
  const value = res.cookies.find((cookie) => cookie.name === CSRF_COOKIE)?.value;
  return value ? { cookie: `${CSRF_COOKIE}=${value}`, [CSRF_HEADER]: value } : undefined;
}

/** Headers for public POSTs (sign-in, registration) of a visitor who is not signed in. */
export async function anonymousCsrf(gateway: TestApp): Promise<CsrfHeaders> {
  const res = await gateway.request('/api/auth/csrf');
  const headers = csrfFrom(res);
  if (res.statusCode !== 204 || !headers) throw new Error(`GET /api/auth/csrf answered ${res.statusCode} without a forgery cookie`);
  return headers;
}

/** The session a sign-in, refresh, change of center or impersonation answered. */
export function sessionFrom(res: LightMyRequestResponse): SignedIn {
  const csrf = csrfFrom(res);
  if (res.statusCode !== 200 || !csrf) throw new Error(`Expected a new session, got ${res.statusCode}: ${res.body}`);
  const user = res.json<LoggedInUserDto>();
  const { accessToken } = user;
  const refreshToken = res.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)?.value;
  if (!accessToken || !refreshToken) throw new Error('The answer holds no tokens');
  return { user, accessToken, refreshToken, headers: { authorization: `Bearer ${accessToken}`, ...csrf } };
}

/** Signs in through the API, as the shell does. */
export async function signIn(gateway: TestApp, email: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const res = await gateway.request({ method: 'POST', url: '/api/auth/login', headers: await anonymousCsrf(gateway), payload: { email, password } });
  return sessionFrom(res);
}
