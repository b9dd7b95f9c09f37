// Signing in the way the product's own client does: the forgery cookie first, then the call.
import type { Page } from 'playwright-core';
import { STORAGE_KEYS } from '@daycare/shared';
import { product } from './browser';

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
  refreshToken: string;
  [field: string]: unknown;
}

function forgeryCookieOf(res: Response): string | undefined {
  return /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
}

/** An API client with its own forgery cookie, as a second device of the same person would be. */
export class ApiSession {
  private constructor(
    private readonly baseUrl: string,
    /** The forgery cookie, bound to the session: the gateway sends a new one when the session changes. */
    private xsrf: string,
    public user: SignedInUser | null = null,
  ) {}

  static async open(baseUrl = product().baseUrl): Promise<ApiSession> {
    const xsrf = forgeryCookieOf(await fetch(`${baseUrl}/api/auth/csrf`));
    if (!xsrf) throw new Error('GET /api/auth/csrf set no XSRF-TOKEN cookie');
    return new ApiSession(baseUrl, xsrf);
  }

  static async signIn(email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
    const session = await ApiSession.open();
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

/** Puts a user signed in through the API into the page's storage, as the sign-in page would have. */
export async function storeSignedInUser(page: Page, user: SignedInUser): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/api/health');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.user, JSON.stringify(user)] as const);
}

/** Signs the demo user in through the API and leaves the page signed in; the next navigation shows it. */
export async function signInThroughApi(page: Page, email: string): Promise<ApiSession> {
  const session = await ApiSession.signIn(email);
  await storeSignedInUser(page, session.user as SignedInUser);
  return session;
}

/** Signs in through the login form. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
