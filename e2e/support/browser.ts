// One headless Debian Chromium per test file, and the product's address.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { RunningProduct } from './product';

export function product(): RunningProduct {
  return JSON.parse(process.env.E2E_PRODUCT as string) as RunningProduct;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A fresh page (own storage) that fails the test on any console error or page crash. */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: product().baseUrl, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return { context, page, errors };
}
