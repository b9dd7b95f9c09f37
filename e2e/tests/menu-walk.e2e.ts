// Every demo user opens every side-menu entry they are shown, and every link their home page offers (the
// desk's attendance links, the room tablet's tiles), as a person finding their way would: each must open a
// page that works for them, and that passes the accessibility check; the home page and its links again in
// the dark theme.
import type { Browser, Page } from 'playwright-core';
import { accessibilityProblems } from '../support/accessibility';
import { artifactPath, chooseDarkTheme, launchBrowser, navigateInApp, newPage } from '../support/browser';
import { DEMO, signInAtCentreThroughApi, signInThroughApi } from '../support/session';

interface Walker {
  who: string;
  email: string;
  /** A centre to change to first (Super starts with none). */
  centre?: string;
  /** Whose side menu to keep as a screenshot. */
  screenshot?: string;
}

const LITTLE_ACORNS = 'Little Acorns Early Learning';

const WALKERS: Walker[] = [
  { who: 'the director', email: DEMO.director },
  { who: 'an educator', email: DEMO.staff, screenshot: 'menu-staff' },
  { who: 'a parent', email: DEMO.parent },
  { who: 'the room tablet', email: DEMO.tablet },
  { who: 'Super without a centre', email: DEMO.super, screenshot: 'menu-super-without-centre' },
  { who: 'Super in a centre', email: DEMO.super, centre: LITTLE_ACORNS, screenshot: 'menu-super-in-centre' },
];

/** What a page says when it refuses its reader or cannot show its data. */
const REFUSALS = [/do not have access/i, /could not be loaded/i, /choose a (centre|daycare) first/i];

/** Links a page offers in a labelled row or as tiles (the desk's "More on attendance", the tablet's "Room tasks"). */
const PAGE_LINKS = 'main nav[aria-label]';

interface Entry {
  name: string;
  href: string;
}

/** Every answer of the API that is not a success, and the requests still waiting for one. */
function watchApi(page: Page): { pending: Set<unknown>; refused: string[] } {
  const pending = new Set<unknown>();
  const refused: string[] = [];
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => isApi(request.url()) && pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('response', (response) => {
    if (isApi(response.url()) && response.status() >= 400) {
      refused.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  return { pending, refused };
}

/** Waits until no API request has been pending for half a second (at most 15 s). */
async function settle(page: Page, pending: Set<unknown>): Promise<void> {
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(100);
    if (pending.size) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
  }
}

/** The side menu's links, every group opened, as "Group / Entry". */
async function sideMenuEntries(page: Page, screenshot?: string): Promise<Entry[]> {
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await menu.waitFor();
  const closedGroups = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while (await closedGroups.count()) await closedGroups.first().click();
  await page.waitForTimeout(500);
  if (screenshot) await page.screenshot({ path: artifactPath(screenshot) });
  const entries = await menu.getByRole('link').evaluateAll((links) =>
    links.map((link) => {
      const group = link.closest('.ant-menu-submenu')?.querySelector('.ant-menu-submenu-title')?.textContent;
      const name = group ? `${group} / ${link.textContent}` : (link.textContent ?? '');
      return { name, href: link.getAttribute('href') ?? '' };
    }),
  );
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return entries;
}

async function homeLinks(page: Page): Promise<Entry[]> {
  return page.locator(`${PAGE_LINKS} a`).evaluateAll((links) =>
    links.map((link) => ({
      name: `${link.closest('nav')?.getAttribute('aria-label') ?? ''} / ${link.textContent ?? ''}`,
      href: link.getAttribute('href') ?? '',
    })),
  );
}

/** What is wrong with the page on screen: refusal wording, a message bar, refused requests, console errors. */
async function problemsOnScreen(page: Page, refused: string[], errors: string[]): Promise<string[]> {
  const drawn = await page.locator('main h1').first().waitFor({ timeout: 10_000 }).then(() => true, () => false);
  const text = await page.locator('body').innerText();
  const snackbar = page.getByTestId('snackbar');
  return [
    ...(drawn ? [] : ['no page heading within 10 s']),
    ...REFUSALS.filter((refusal) => refusal.test(text)).map((refusal) => `says ${refusal.source}`),
    ...((await snackbar.count()) ? [`message bar: ${await snackbar.innerText()}`] : []),
    ...refused,
    ...errors,
  ];
}

/** Opens the entry inside the running app and returns what went wrong on it, if anything. */
async function walkTo(page: Page, entry: Entry, watch: ReturnType<typeof watchApi>, errors: string[], theme = 'light theme'): Promise<string[]> {
  watch.refused.length = 0;
  errors.length = 0;
  await navigateInApp(page, entry.href);
  await page.waitForURL((url) => url.pathname === entry.href);
  await settle(page, watch.pending);
  const problems = [...(await problemsOnScreen(page, watch.refused, errors)), ...(await accessibilityProblems(page, theme))];
  return problems.map((problem) => `${entry.name} (${entry.href}): ${problem}`);
}

/** A fresh page signed in as the walker, on their home page; the home page's problems are the first ones. */
async function openHome(browser: Browser, walker: Walker, dark = false) {
  const opened = await newPage(browser, { width: 1280, height: 1800 });
  const watch = watchApi(opened.page);
  if (walker.centre) await signInAtCentreThroughApi(opened.page, walker.email, walker.centre);
  else await signInThroughApi(opened.page, walker.email);
  if (dark) await chooseDarkTheme(opened.page);
  await opened.page.goto('/');
  await settle(opened.page, watch.pending);
  const home = new URL(opened.page.url()).pathname;
  const theme = dark ? 'dark theme' : 'light theme';
  const problems = [
    ...(await problemsOnScreen(opened.page, watch.refused, opened.errors)),
    ...(await accessibilityProblems(opened.page, theme)),
  ].map((problem) => `home (${home}): ${problem}`);
  return { ...opened, watch, problems };
}

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
