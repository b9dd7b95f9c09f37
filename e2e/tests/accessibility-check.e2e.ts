// The accessibility check every screen goes through finds what keeps a person out, and stays
// silent on a screen without such a finding, also after a navigation that keeps the document.
import type { Browser } from 'playwright-core';
import { accessibilityProblems } from '../support/accessibility';
import { launchBrowser, newPage } from '../support/browser';

const FINE = '<main><h1>Children</h1><button type="button">Add a child</button></main>';
const BLOCKING = `<main><h1>Children</h1>
  <button type="button"><svg width="16" height="16"></svg></button>
  <a href="/a" style="display:inline-block;width:10px;height:10px"></a><a href="/b" style="display:inline-block;width:10px;height:10px">b</a>
</main>`;

describe('the accessibility check', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('names the rule and the element of each serious finding, and finds none on a sound screen', async () => {
    const { context, page } = await newPage(browser);
    await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head><body>${FINE}</body></html>`);
    expect(await accessibilityProblems(page, 'sound screen')).toEqual([]);
    // The same document, changed in place as the app's navigations change it.
    await page.evaluate((html) => { document.body.innerHTML = html; }, BLOCKING);
    const [report] = await accessibilityProblems(page, 'broken screen');
    expect(report).toMatch(/^broken screen: \d+ serious or critical accessibility finding\(s\)/);
    expect(report).toContain('button-name (critical)');
    expect(report).toContain('on button');
    expect(report).toContain('target-size (serious)');
    await context.close();
  });
});
