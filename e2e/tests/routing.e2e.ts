import type { Browser } from 'playwright-core';
import { expectMainHeading, launchBrowser, newPage } from '../support/browser';

describe('routing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the home page for an unknown path', async () => {
    const { context, page, errors } = await newPage(browser);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expectMainHeading(page, 'Childcare, connected');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('rewrites /#/contact to /contact', async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto('/#/contact');
    await page.waitForURL((url) => url.pathname === '/contact' && url.hash === '');
    await expectMainHeading(page, 'Contact us');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the query of a hash URL', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/#/support?topic=billing');
    await page.waitForURL((url) => url.pathname === '/support' && url.search === '?topic=billing');
    await expectMainHeading(page, 'How can we help?');
    await context.close();
  });
});
