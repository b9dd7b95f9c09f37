import type { Browser, Page } from 'playwright-core';
import { expectMainHeading, launchBrowser, mainHeading, navigateInApp, newPage } from '../support/browser';

const REMOTE_PAGES: [remote: string, path: string, title: string][] = [
  ['admin', '/children', 'Children'],
  ['tablet', '/tablet/search/child', 'Children'],
  ['super', '/super/admins', 'Admins'],
  ['guardian', '/absence', 'Absences'],
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

  it.each(REMOTE_PAGES)('the %s app draws %s, titled "%s"', async (remote, path, title) => {
    const { context, page, errors } = await newPage(browser);
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
    await page.goto('/');
    await mainHeading(page);
    for (const [remote, path] of REMOTE_PAGES) {
      await navigateInApp(page, path);
      await page.getByTestId(`remote-${remote}`).waitFor();
    }
    const shares = await loadedShares(page);
    for (const share of shares) {
      expect(share).toEqual({ name: share.name, versions: [expect.any(String)], providers: ['shell'], users: expect.arrayContaining(['shell']) });
    }
    // Every remote draws with React and antd, and took both from the shell.
    for (const name of ['react', 'antd', 'react-router']) {
      expect(shares.find((share) => share.name === name)?.users).toEqual(['admin', 'guardian', 'shell', 'super', 'tablet']);
    }
    await context.close();
  });
});
