// A Brazilian director, educator, parent, room tablet and operations user, whose profile says
// Portuguese, open every entry of their side menu and every link of their home page: each page
// speaks Portuguese (its heading is not the English title), works, and passes the accessibility check.
import type { Browser, Page } from 'playwright-core';
import { setLanguage } from '@daycare/i18n';
import { findRoute, routeTitle } from '@daycare/routes';
import { artifactPath, launchBrowser } from '../support/browser';
import { ApiSession, DEMO } from '../support/session';
import { homeLinks, openHome, sideMenuEntries, walkTo, type Walker } from '../support/walk';

const WALKERS: Walker[] = [
  { who: 'the director', email: DEMO.director, screenshot: 'portuguese-director' },
  { who: 'an educator', email: DEMO.staff, screenshot: 'portuguese-staff' },
  { who: 'a parent', email: DEMO.parent, screenshot: 'portuguese-parent' },
  { who: 'the room tablet', email: DEMO.tablet, screenshot: 'portuguese-tablet' },
  { who: 'Super in a centre', email: DEMO.super, centre: 'Little Acorns Early Learning', screenshot: 'portuguese-super' },
];

async function saveLanguage(email: string, language: 'en' | 'pt-BR'): Promise<void> {
  const session = await ApiSession.signIn(email);
  await session.call('POST', '/api/user/setLanguage', { language });
}

/** A heading still in English where the page has a Portuguese title. */
async function englishHeading(page: Page, href: string): Promise<string[]> {
  const match = findRoute(href);
  if (!match) return [];
  const heading = (await page.locator('main h1').first().innerText().catch(() => '')).trim();
  const portuguese = routeTitle(match.entry);
  return heading === match.entry.title && portuguese !== match.entry.title ? [`${href}: heading "${heading}" is English (Portuguese: "${portuguese}")`] : [];
}

describe('the product in Portuguese', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await setLanguage('pt-BR');
  });
  afterAll(async () => {
    await setLanguage('en');
    await browser.close();
  });

  it.each(WALKERS)('speaks Portuguese to $who on every page of their menus', async (walker) => {
    await saveLanguage(walker.email, 'pt-BR');
    try {
      const { context, page, errors, watch, problems } = await openHome(browser, walker);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
      await page.screenshot({ path: artifactPath(`${walker.screenshot}-home`) });
      const entries = [...(await sideMenuEntries(page, `${walker.screenshot}-menu`)), ...(await homeLinks(page))];
      for (const entry of entries) {
        problems.push(...(await walkTo(page, entry, watch, errors, 'Portuguese')), ...(await englishHeading(page, entry.href)));
      }
      await context.close();
      expect(entries.length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    } finally {
      await saveLanguage(walker.email, 'en');
    }
  }, 480_000);
});
