import type { Browser, Page } from 'playwright-core';
import { THEME_COLORS } from '@daycare/shared';
import { launchBrowser, mainHeading, newPage } from '../support/browser';

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function layoutBackground(page: Page): Promise<string> {
  return page.getByTestId('page-frame').evaluate((el) => getComputedStyle(el).backgroundColor);
}

describe('theme', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('is light by default, turns dark, stays dark after a reload, and turns light again', async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto('/');
    await mainHeading(page);
    expect(await layoutBackground(page)).toBe(rgb(THEME_COLORS.light.background));

    await page.getByRole('button', { name: /dark theme/i }).click();
    expect(await layoutBackground(page)).toBe(rgb(THEME_COLORS.dark.background));
    expect(rgb(THEME_COLORS.dark.background)).toBe('rgb(29, 32, 39)');

    await page.reload();
    await mainHeading(page);
    expect(await layoutBackground(page)).toBe('rgb(29, 32, 39)');

    await page.getByRole('button', { name: /light theme/i }).click();
    expect(await layoutBackground(page)).toBe('rgb(242, 242, 242)');
    expect(errors).toEqual([]);
    await context.close();
  });
});
