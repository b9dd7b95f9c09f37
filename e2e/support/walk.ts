// Walking the product as a person finding their way: each demo user's home page, the entries of
// their side menu and the links their home offers, with what went wrong on each screen (refusals,
// message bars, refused requests, console errors and accessibility findings).
import type { Browser, Page, Request } from 'playwright-core';
import { accessibilityProblems } from './accessibility';
import { artifactPath, chooseDarkTheme, navigateInApp, newPage } from './browser';
import { signInAtCentreThroughApi, signInThroughApi } from './session';

export interface Walker {
  who: string;
  email: string;
  /** A centre to change to first (Super starts with none). */
  centre?: string;
  /** Whose side menu to keep as a screenshot. */
  screenshot?: string;
}

/** What a page says when it refuses its reader or cannot show its data, in English and in Portuguese. */
export const REFUSALS = [
  /do not have access/i, /could not be loaded/i, /choose a (centre|daycare) first/i,
  /não tem acesso/i, /não foi possível carregar/i, /escolha uma creche primeiro/i,
];

/** Links a page offers in a labelled row or as tiles (the desk's "More on attendance", the tablet's "Room tasks"). */
const PAGE_LINKS = 'main nav[aria-label]';

export interface Entry {
  name: string;
  href: string;
}

/** An event stream (a guardian's live events) stays open as long as the page: nothing to wait for. */
const isEventStream = (request: Request) => request.headers().accept === 'text/event-stream';

/** Every answer of the API that is not a success, and the requests still waiting for one. */
export function watchApi(page: Page): { pending: Set<unknown>; refused: string[] } {
  const pending = new Set<unknown>();
  const refused: string[] = [];
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => isApi(request.url()) && !isEventStream(request) && pending.add(request));
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
export async function settle(page: Page, pending: Set<unknown>): Promise<void> {
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(100);
    if (pending.size) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
  }
}

/** The side menu's links, every group opened, as "Group / Entry". */
export async function sideMenuEntries(page: Page, screenshot?: string): Promise<Entry[]> {
  await page.getByRole('banner').getByRole('button', { name: /^(Open menu|Abrir menu)$/ }).click();
  const menu = page.getByRole('navigation', { name: /^(Side menu|Menu lateral)$/ });
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

export async function homeLinks(page: Page): Promise<Entry[]> {
  return page.locator(`${PAGE_LINKS} a`).evaluateAll((links) =>
    links.map((link) => ({
      name: `${link.closest('nav')?.getAttribute('aria-label') ?? ''} / ${link.textContent ?? ''}`,
      href: link.getAttribute('href') ?? '',
    })),
  );
}

/** What is wrong with the page on screen: refusal wording, a message bar, refused requests, console errors. */
export async function problemsOnScreen(page: Page, refused: string[], errors: string[]): Promise<string[]> {
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
export async function walkTo(page: Page, entry: Entry, watch: ReturnType<typeof watchApi>, errors: string[], theme = 'light theme'): Promise<string[]> {
  watch.refused.length = 0;
  errors.length = 0;
  await navigateInApp(page, entry.href);
  await page.waitForURL((url) => url.pathname === entry.href);
  await settle(page, watch.pending);
  const problems = [...(await problemsOnScreen(page, watch.refused, errors)), ...(await accessibilityProblems(page, theme))];
  return problems.map((problem) => `${entry.name} (${entry.href}): ${problem}`);
}

/** A fresh page signed in as the walker, on their home page; the home page's problems are the first ones. */
export async function openHome(browser: Browser, walker: Walker, dark = false) {
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

