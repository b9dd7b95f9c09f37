import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { DEMO, expireStoredAccessToken, signInWithForm } from '../support/session';

const BANNER = 'You are viewing the app as Daniel Okafor';

function accountMenuOf(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name: `Account menu of ${name}` });
}

/**
 * Opens the account menu and chooses an entry until what it does shows (`done`). Right after the
 * switch of user the menu can close again as the page settles, swallowing the click: a person
 * opens it again and chooses once more, and so may the test.
 */
async function chooseFromAccountMenu(page: Page, name: string, entry: string, done: () => Promise<unknown>): Promise<void> {
  const item = page.getByRole('menuitem', { name: entry });
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await item.isVisible())) await accountMenuOf(page, name).click();
      await item.click({ timeout: 5_000 });
      await done();
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

describe('viewing the app as someone else', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the banner while the director views the app as a staff member, records what is done, and returns to the director', async () => {
    const { context, page, errors } = await newPage(browser);
    await signInWithForm(page, DEMO.director);
    await page.waitForURL((url) => url.pathname === '/attendance/children');
    await page.goto('/admin/user-roles');
    await page.getByRole('button', { name: 'View the app as Daniel Okafor' }).click();

    await page.getByRole('status').filter({ hasText: BANNER }).waitFor();
    await page.waitForURL((url) => url.pathname === '/attendance/children');
    await accountMenuOf(page, 'Daniel Okafor').waitFor();
    await screenshot(page, 'impersonation-banner');

    // An action while viewed: the audit names both people.
    const themeSaved = page.waitForResponse((res) => res.url().endsWith('/api/user/setTheme'));
    await chooseFromAccountMenu(page, 'Daniel Okafor', 'Dark theme', () => page.locator('html[data-theme="dark"]').waitFor({ timeout: 5_000 }));
    expect((await themeSaved).ok()).toBe(true);

    await page.getByRole('button', { name: 'Return to my account' }).click();
    await accountMenuOf(page, 'Margaret Chen').waitFor();
    expect(await page.getByText(BANNER).count()).toBe(0);

    // The refresh cookie is the director's own again: an expired access token renews as the director.
    await expireStoredAccessToken(page);
    const refreshed = page.waitForResponse((res) => res.url().endsWith('/api/auth/refreshTokenV2'));
    await page.goto('/audit');
    const renewal = await refreshed;
    expect(renewal.status()).toBe(200);
    expect(await renewal.json()).toMatchObject({ firstName: 'Margaret', lastName: 'Chen', impersonated: false });
    const rows = page.getByRole('row');
    // The log says in words who acted as whom, and what was done meanwhile names both people.
    await rows.filter({ hasText: 'Margaret Chen started acting as Daniel Okafor' }).first().waitFor();
    await rows.filter({ hasText: 'Margaret Chen stopped acting as Daniel Okafor' }).first().waitFor();
    await rows.filter({ hasText: 'Daniel Okafor changed their colour theme (Margaret Chen, acting as Daniel Okafor)' }).first().waitFor();
    await screenshot(page, 'impersonation-audit');
    // The browser logs the one 401 that started the refresh; nothing else went wrong.
    expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
    await context.close();
  });
});
