import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expectMainHeading, launchBrowser, newPage, product } from '../support/browser';
import { redeployRemote } from '../support/product';
import { DEMO, signInThroughApi } from '../support/session';

/** Every file of the deployed shell with a hash of its content. */
function shellFiles(): Record<string, string> {
  const dist = path.join(product().webRoot, 'shell', 'dist');
  return Object.fromEntries(
    readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dist, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
      }),
  );
}

async function remoteBuildId(page: Page, remote: string): Promise<string> {
  const remotePage = page.locator(`[data-testid="remote-page"][data-remote="${remote}"][data-build]`);
  await remotePage.waitFor();
  return (await remotePage.getAttribute('data-build')) as string;
}

async function shellScripts(page: Page): Promise<string[]> {
  return page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
}

describe('redeploying one remote', () => {
  it('serves the new build of that remote after a reload, without touching the shell', async () => {
    const browser = await launchBrowser();
    const { page, errors } = await newPage(browser);
    await signInThroughApi(page, DEMO.super);
    await page.goto('/super/admins');
    await page.getByTestId('remote-super').waitFor();
    const before = { buildId: await remoteBuildId(page, 'super'), shell: shellFiles(), scripts: await shellScripts(page) };

    const buildId = `e2e-redeploy-${Date.now()}`;
    redeployRemote(product(), 'super', buildId);
    await page.reload();

    expect(await remoteBuildId(page, 'super')).toBe(buildId);
    expect(before.buildId).not.toBe(buildId);
    await expectMainHeading(page, 'Admins');
    expect(shellFiles()).toEqual(before.shell);
    expect(await shellScripts(page)).toEqual(before.scripts);
    expect(errors).toEqual([]);
    await browser.close();
  }, 300_000);
});
