import type { Browser, Page } from 'playwright-core';
import { MESSAGES, RELOAD_COUNTDOWN_MS } from '@daycare/shared';
import { documentIsMarked, expectMainHeading, launchBrowser, mainHeading, markDocument, newPage, product } from '../support/browser';
import { deployedShellVersion, releaseShellVersion } from '../support/product';

const TEXTS = MESSAGES.updateDialog;

function updateDialog(page: Page) {
  return page.getByRole('dialog', { name: TEXTS.title });
}

/** Releases a new shell version, then moves inside the app, which checks the version on navigation. */
async function releaseAndNavigate(page: Page, version: number, to: string): Promise<void> {
  await releaseShellVersion(product(), version);
  await page.getByRole('banner').getByRole('link', { name: to, exact: true }).click();
}

describe('update dialog', () => {
  let browser: Browser;
  let firstVersion: number;
  beforeAll(async () => {
    browser = await launchBrowser();
    firstVersion = deployedShellVersion(product());
  });
  afterAll(async () => {
    await releaseShellVersion(product(), firstVersion);
    await browser.close();
  });

  it('offers the update when a new version is released, reloads 5 s after Auto Reload is turned on, and remembers the switch', async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto('/');
    await mainHeading(page);
    expect(await updateDialog(page).isVisible()).toBe(false);

    await releaseAndNavigate(page, firstVersion + 1, 'Contact');
    const dialog = updateDialog(page);
    await dialog.waitFor();
    for (const text of [TEXTS.body, TEXTS.autoReloadQuestion, TEXTS.autoReloadLabel]) {
      await dialog.getByText(text, { exact: true }).waitFor();
    }
    await dialog.getByRole('button', { name: TEXTS.updateNow, exact: true }).waitFor();
    const autoReload = dialog.getByRole('switch');
    expect(await autoReload.getAttribute('aria-checked')).toBe('false');

    // The dialog's own Close button, not the corner cross that is also labelled Close.
    await dialog.getByRole('button', { name: TEXTS.close, exact: true }).filter({ hasText: TEXTS.close }).click();
    await dialog.waitFor({ state: 'hidden' });

    await releaseAndNavigate(page, firstVersion + 2, 'Parents');
    await dialog.waitFor();
    await markDocument(page);
    const switchedOnAt = Date.now();
    await autoReload.click();
    await dialog.getByRole('progressbar').waitFor();
    await page.waitForTimeout(RELOAD_COUNTDOWN_MS - 1000 - (Date.now() - switchedOnAt));
    expect(await documentIsMarked(page)).toBe(true);

    await page.waitForFunction(() => !(window as unknown as { __e2eMarker?: boolean }).__e2eMarker, undefined, { timeout: 10_000, polling: 100 });
    const reloadedAfter = Date.now() - switchedOnAt;
    expect(reloadedAfter).toBeGreaterThanOrEqual(RELOAD_COUNTDOWN_MS - 1000);
    expect(reloadedAfter).toBeLessThan(RELOAD_COUNTDOWN_MS + 4000);
    await expectMainHeading(page, "Stay close to your child's day");
    // The reload took the released version: no dialog for it.
    await page.waitForTimeout(1000);
    expect(await updateDialog(page).isVisible()).toBe(false);

    await releaseAndNavigate(page, firstVersion + 3, 'Directors');
    await dialog.waitFor();
    expect(await autoReload.getAttribute('aria-checked')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reloads at once with Update Now', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/support');
    await mainHeading(page);
    await releaseAndNavigate(page, firstVersion + 4, 'Contact');
    await updateDialog(page).waitFor();
    await markDocument(page);
    await updateDialog(page).getByRole('button', { name: TEXTS.updateNow, exact: true }).click();
    await page.waitForFunction(() => !(window as unknown as { __e2eMarker?: boolean }).__e2eMarker, undefined, { timeout: 5_000, polling: 100 });
    await expectMainHeading(page, 'Contact us');
    await context.close();
  });
});
