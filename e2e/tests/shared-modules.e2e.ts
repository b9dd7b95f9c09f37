import type { Browser } from 'playwright-core';
import { launchBrowser, mainHeading, newPage } from '../support/browser';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SHARED_MODULE_NAMES } = require('../../tools/webpack/create-config.js') as { SHARED_MODULE_NAMES: string[] };

describe('shared modules', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  // A remote consumes shared modules only, so one the shell does not offer breaks the remote's page.
  it('the shell offers every shared module, also those only a remote draws', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await mainHeading(page);
    const offered = await page.evaluate(() => {
      type Scopes = Record<string, Record<string, Record<string, unknown>>>;
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Scopes> } }).__FEDERATION__.__SHARE__;
      return Object.values(share).flatMap((scopes) => Object.values(scopes).flatMap((scope) => Object.keys(scope)));
    });
    expect(SHARED_MODULE_NAMES.filter((name) => !offered.includes(name))).toEqual([]);
    await context.close();
  });
});
