// Every demo user opens every side-menu entry they are shown, and every link their home page offers (the
// desk's attendance links, the room tablet's tiles), as a person finding their way would: each must open a
// page that works for them, and that passes the accessibility check; the home page and its links again in
// the dark theme.
import type { Browser } from 'playwright-core';
import { artifactPath, launchBrowser } from '../support/browser';
import { DEMO } from '../support/session';
import { homeLinks, openHome, sideMenuEntries, walkTo, type Walker } from '../support/walk';

const LITTLE_ACORNS = 'Little Acorns Early Learning';

const WALKERS: Walker[] = [
  { who: 'the director', email: DEMO.director },
  { who: 'an educator', email: DEMO.staff, screenshot: 'menu-staff' },
  { who: 'a parent', email: DEMO.parent },
  { who: 'the room tablet', email: DEMO.tablet },
  { who: 'Super without a centre', email: DEMO.super, screenshot: 'menu-super-without-centre' },
  { who: 'Super in a centre', email: DEMO.super, centre: LITTLE_ACORNS, screenshot: 'menu-super-in-centre' },
];

async function menuOf(browser: Browser, walker: Walker): Promise<string[]> {
  const { context, page } = await openHome(browser, walker);
  const entries = await sideMenuEntries(page);
  await context.close();
  return entries.map((entry) => entry.name);
}

describe('the side menu of each demo user', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(WALKERS)('offers $who only pages that open and load', async (walker) => {
    const { context, page, errors, watch, problems } = await openHome(browser, walker);
    const entries = [...(await sideMenuEntries(page, walker.screenshot)), ...(await homeLinks(page))];
    for (const entry of entries) problems.push(...(await walkTo(page, entry, watch, errors)));
    await context.close();
    expect(entries.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    // Every page is also checked for accessibility, which takes a few seconds each.
  }, 480_000);

  it.each(WALKERS)('shows $who the home page and its links readable in the dark theme', async (walker) => {
    const { context, page, errors, watch, problems } = await openHome(browser, walker, true);
    const entries = await homeLinks(page);
    if (walker.screenshot) await page.screenshot({ path: artifactPath(`${walker.screenshot}-home-dark`) });
    for (const entry of entries) problems.push(...(await walkTo(page, entry, watch, errors, 'dark theme')));
    await context.close();
    expect(problems).toEqual([]);
  }, 240_000);

  it('offers Super without a centre only the operations tools, and in a centre all a director has', async () => {
    const [alone, inCentre, director] = await Promise.all([WALKERS[4], WALKERS[5], WALKERS[0]].map((walker) => menuOf(browser, walker)));
    expect(alone.filter((name) => !name.startsWith('Super / '))).toEqual([]);
    expect(inCentre).toEqual(expect.arrayContaining(director));
  });
});
