// One headless Debian Chromium per test file, and the product's address.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { STORAGE_KEYS } from '@daycare/shared';
import { expectAccessible } from './accessibility';
import type { RunningProduct } from './product';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export function product(): RunningProduct {
  return JSON.parse(process.env.E2E_PRODUCT as string) as RunningProduct;
}

/** The product's "now": its clock started at E2E_CLOCK_STARTS_AT and has run on since (see product.ts). */
export function productNow(): Date {
  return new Date(Date.now() + product().clockOffsetMs);
}

const openBrowsers = new Set<Browser>();

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  openBrowsers.add(browser);
  browser.on('disconnected', () => openBrowsers.delete(browser));
  return browser;
}

/** Closes what a failed test left open, so jest can exit (support/close-browsers.ts runs it after each file). */
export async function closeOpenBrowsers(): Promise<void> {
  await Promise.all([...openBrowsers].map((browser) => browser.close()));
}

/** A fresh page (own storage) that records every console error and page crash in `errors`. */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: product().baseUrl, viewport, ...options });
  // The page's clock reads the product's time, so the day the screens compute is the one the gateway keeps.
  await context.clock.install({ time: productNow() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return { context, page, errors };
}

/** The page's main heading, once the app has drawn it. */
export async function mainHeading(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  return (await heading.innerText()).trim();
}

/** Expects the page to settle on this main heading within 10 s (a navigation draws the new page a moment later). */
export async function expectMainHeading(page: Page, expected: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  let text = await mainHeading(page);
  while (text !== expected && Date.now() < deadline) {
    await page.waitForTimeout(100);
    text = await mainHeading(page);
  }
  expect(text).toBe(expected);
}

/** Where screenshots go for a person to look at (gitignored). */
export function artifactPath(name: string): string {
  const dir = path.resolve(__dirname, '../artifacts');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

/** Marks the current document, so a test can tell a reload (marker gone) from a client-side navigation. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker?: boolean }).__e2eMarker = true;
  });
}

export async function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: boolean }).__e2eMarker === true);
}

/** Moves to another path inside the running app, as its router would (no page load). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}


/**
 * A screenshot for a person to look at, once the drawers and menus have finished sliding in; the
 * screen it shows must also pass the accessibility check (support/accessibility.ts).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(500);
  await page.screenshot({ path: artifactPath(name) });
  await expectAccessible(page, name);
}

/** Makes the dark theme this browser's choice (its local storage, as the theme toggle saves it); the next page load shows it. */
export async function chooseDarkTheme(page: Page): Promise<void> {
  await page.evaluate((key) => localStorage.setItem(key, 'dark'), STORAGE_KEYS.theme);
}
