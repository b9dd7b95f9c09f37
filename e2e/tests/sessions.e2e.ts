import type { BrowserContext, Browser, Page } from 'playwright-core';
import { MESSAGES, STORAGE_KEYS } from '@daycare/shared';
import { launchBrowser, navigateInApp, newPage, screenshot } from '../support/browser';
import { ApiSession, DEMO, REFRESH_COOKIE, expiredCopyOf, signInWithForm, type SignedInUser } from '../support/session';

async function storedUser(page: Page): Promise<SignedInUser> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) as string), STORAGE_KEYS.user);
}

/** The refresh token as the browser keeps it: an HttpOnly cookie for /api/auth only. */
async function refreshCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === REFRESH_COOKIE);
}

describe('sessions in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('refreshes an expired access token silently and carries on', async () => {
    const { context, page, errors } = await newPage(browser);
    await signInWithForm(page, DEMO.director);
    await page.waitForURL((url) => url.pathname === '/attendance/children');
    const signedIn = await storedUser(page);
    const cookieBefore = await refreshCookie(context);
    expect(cookieBefore).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(signedIn).not.toHaveProperty('refreshToken');
    const expired = await expiredCopyOf(signedIn.accessToken);
    await page.evaluate(([key, user]) => localStorage.setItem(key, user), [STORAGE_KEYS.user, JSON.stringify({ ...signedIn, accessToken: expired })] as const);

    const refreshed = page.waitForResponse((res) => res.url().endsWith('/api/auth/refreshTokenV2'));
    await page.goto('/admin/user-roles');
    expect((await refreshed).status()).toBe(200);
    await page.getByTestId('remote-admin').getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'View the app as Daniel Okafor' }).waitFor();

    const after = await storedUser(page);
    expect(after.accessToken).not.toBe(expired);
    expect((await refreshCookie(context))?.value).not.toBe(cookieBefore?.value);
    expect(new URL(page.url()).pathname).toBe('/admin/user-roles');
    expect(await page.getByText(MESSAGES.sessionExpired).count()).toBe(0);
    // The browser logs the one 401 that started the refresh; nothing else went wrong.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it('ends at /login with the expired-session message when the session was revoked from another device', async () => {
    const { context, page } = await newPage(browser);
    await signInWithForm(page, DEMO.director);
    await page.waitForURL((url) => url.pathname === '/attendance/children');

    const otherDevice = await ApiSession.signIn(DEMO.director);
    await otherDevice.call('POST', '/api/auth/logoutEverywhere');

    // The next call to the gateway (the page's, or the live connection's) finds the session gone.
    await navigateInApp(page, '/audit');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(MESSAGES.sessionExpired).waitFor();
    await screenshot(page, 'session-expired');
    // It stays there: nothing sends the visitor on elsewhere.
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.user)).toBeNull();
    await context.close();
  });
});
