import type { Browser, Page } from 'playwright-core';
import { expectMainHeading, launchBrowser, mainHeading, navigateInApp, newPage } from '../support/browser';
import { DEMO, signInAtCentreThroughApi, signInThroughApi } from '../support/session';

/** A page of each remote, opened by the demo user it is for. */
const REMOTE_PAGES: [remote: string, path: string, title: string, user: string][] = [
  ['admin', '/children', 'Children', DEMO.director],
  ['tablet', '/tablet/search/child', 'Children', DEMO.tablet],
  ['super', '/super/admins', 'Admins', DEMO.super],
  ['guardian', '/absence', 'Absences', DEMO.parent],
];

/** The singletons of ARCHITECTURE.md that a remote must take from the shell instead of bundling its own. */
const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-redux', '@reduxjs/toolkit', 'antd', '@daycare/store', '@daycare/api-client'];

interface LoadedShare {
  name: string;
  versions: string[];
  providers: string[];
  /** The apps that took the package from the share scope. */
  users: string[];
}

/** What the Module Federation runtime loaded for each shared package: its versions and which app provided them. */
async function loadedShares(page: Page): Promise<LoadedShare[]> {
  return page.evaluate((names) => {
    type Shared = { loaded?: boolean; from: string; useIn: string[] };
    type ShareScopes = Record<string, Record<string, Record<string, Shared>>>;
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, ShareScopes> } }).__FEDERATION__;
    return names.map((name) => {
      const loaded = Object.values(federation.__SHARE__)
        .flatMap((scopes) => Object.values(scopes))
        .flatMap((scope) => Object.entries(scope[name] ?? {}))
        .filter(([, shared]) => shared.loaded);
      return {
        name,
        versions: [...new Set(loaded.map(([version]) => version))],
        providers: [...new Set(loaded.map(([, shared]) => shared.from))],
        users: [...new Set(loaded.flatMap(([, shared]) => shared.useIn))].sort(),
      };
    });
  }, SINGLETONS);
}

describe('remotes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(REMOTE_PAGES)('the %s app draws %s, titled "%s", for %s', async (remote, path, title, user) => {
    const { context, page, errors } = await newPage(browser);
    await signInThroughApi(page, user);
    await page.goto(path);
    const frame = page.getByTestId(`remote-${remote}`);
    await frame.waitFor();
    await expectMainHeading(page, title);
    expect(await frame.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads one copy of each shared singleton, the shell\'s, for the shell and every remote', async () => {
    const { context, page } = await newPage(browser);
    // Operations staff working in a centre may open every remote's pages.
    await signInAtCentreThroughApi(page, DEMO.super, 'Little Acorns Early Learning');
    await page.goto('/privacy-policy');
    await mainHeading(page);
    for (const [remote, path, title] of REMOTE_PAGES) {
      await navigateInApp(page, path);
      // The remote's own page, not only the shell's frame around it: its code has run.
      await page.getByTestId(`remote-${remote}`).getByRole('heading', { level: 1, name: title }).waitFor();
    }
    const shares = await loadedShares(page);
    for (const share of shares) {
      expect(share).toEqual({ name: share.name, versions: [expect.any(String)], providers: ['shell'], users: expect.arrayContaining(['shell']) });
    }
    // Every remote draws with React and antd, and took both from the shell.
    for (const name of ['react', 'antd']) {
      expect(shares.find((share) => share.name === name)?.users).toEqual(['admin', 'guardian', 'shell', 'super', 'tablet']);
    }
    await context.close();
  });
});
