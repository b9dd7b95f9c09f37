// Signing in the way the product's own client does: the forgery cookie first, then the call.
import type { Page } from 'playwright-core';
import { decodeJwt, SignJWT } from 'jose';
import { STORAGE_KEYS } from '@daycare/shared';
import { product, productNow } from './browser';
import { E2E_JWT_SECRET } from './product';

export const DEMO_PASSWORD = 'Demo!2026';

/** The demo accounts of the README. */
export const DEMO = {
  super: 'super@demo.test',
  director: 'director@demo.test',
  staff: 'staff@demo.test',
  parent: 'parent@demo.test',
  newParent: 'newparent@demo.test',
  tablet: 'tablet@demo.test',
} as const;

export interface SignedInUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  accessToken: string;
  [field: string]: unknown;
}

/** The gateway's HttpOnly cookie holding the refresh token (Path=/api/auth). */
export const REFRESH_COOKIE = 'daycare-refresh';

function forgeryCookieOf(res: Response): string | undefined {
  return /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
}

function refreshCookieOf(res: Response): string | undefined {
  return new RegExp(`${REFRESH_COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1];
}

/** An API client with its own forgery cookie, as a second device of the same person would be. */
export class ApiSession {
  private constructor(
    private readonly baseUrl: string,
    /** The forgery cookie, bound to the session: the gateway sends a new one when the session changes. */
    private xsrf: string,
    public user: SignedInUser | null = null,
    /** The refresh cookie the gateway set last, as the browser would keep it. */
    public refreshToken: string | undefined = undefined,
  ) {}

  static async open(baseUrl = product().baseUrl): Promise<ApiSession> {
    const xsrf = forgeryCookieOf(await fetch(`${baseUrl}/api/auth/csrf`));
    if (!xsrf) throw new Error('GET /api/auth/csrf set no XSRF-TOKEN cookie');
    return new ApiSession(baseUrl, xsrf);
  }

  static async signIn(email: string, password = DEMO_PASSWORD, baseUrl = product().baseUrl): Promise<ApiSession> {
    const session = await ApiSession.open(baseUrl);
    session.user = await session.call<SignedInUser>('POST', '/api/auth/login', { email, password });
    return session;
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.fetch(method, path, body);
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async fetch(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { cookie: `XSRF-TOKEN=${this.xsrf}`, 'x-xsrf-token': this.xsrf };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.user) headers.authorization = `Bearer ${this.user.accessToken}`;
    const res = await fetch(this.baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    this.xsrf = forgeryCookieOf(res) ?? this.xsrf;
    this.refreshToken = refreshCookieOf(res) ?? this.refreshToken;
    return res;
  }
}

/** The newest six-digit code e-mailed to the address, read from the outbox as operations staff would. */
export async function latestCodeMailedTo(email: string): Promise<string> {
  const operations = await ApiSession.signIn(DEMO.super);
  const mails = await operations.call<{ to: string; text: string }[]>('GET', '/api/admin/outbox');
  const mail = mails.find((m) => m.to === email.toLowerCase());
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code e-mailed to ${email}`);
  return code;
}

/** Puts a session signed in through the API into the page's storage and cookies, as the sign-in page would have. */
async function storeSignedInSession(page: Page, session: ApiSession): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/api/health');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.user, JSON.stringify(session.user)] as const);
  const { hostname } = new URL(product().baseUrl);
  const cookie = { name: REFRESH_COOKIE, value: session.refreshToken ?? '', domain: hostname, path: '/api/auth', httpOnly: true, sameSite: 'Strict' as const };
  await page.context().addCookies([cookie]);
}

/** Signs the demo user in through the API and leaves the page signed in; the next navigation shows it. */
export async function signInThroughApi(page: Page, email: string): Promise<ApiSession> {
  const session = await ApiSession.signIn(email);
  await storeSignedInSession(page, session);
  return session;
}

/** Signs the demo user in through the API and changes centre to the one with this name, as Change Center would. */
export async function signInAtCentreThroughApi(page: Page, email: string, centre: string): Promise<ApiSession> {
  const session = await ApiSession.signIn(email);
  const daycares = session.user?.daycares as { id: number; label: string }[];
  const daycare = daycares.find((candidate) => candidate.label === centre);
  if (!daycare) throw new Error(`${email} cannot change centre to ${centre}`);
  session.user = await session.call<SignedInUser>('POST', '/api/daycare/changeCenter', { id: daycare.id });
  await storeSignedInSession(page, session);
  return session;
}

/** The same access token, signed by the product's key, but expired a minute ago by the product's clock: the next call must refresh. */
export async function expiredCopyOf(accessToken: string): Promise<string> {
  const { iat: _iat, exp: _exp, ...claims } = decodeJwt(accessToken);
  const now = Math.floor(productNow().getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now - 960)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}

/** Replaces the stored user's access token with an expired copy, as if the page had been left for 15 minutes. */
export async function expireStoredAccessToken(page: Page): Promise<void> {
  const user = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) as string) as SignedInUser, STORAGE_KEYS.user);
  const expired = { ...user, accessToken: await expiredCopyOf(user.accessToken) };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.user, JSON.stringify(expired)] as const);
}

/** Signs in through the login form. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
