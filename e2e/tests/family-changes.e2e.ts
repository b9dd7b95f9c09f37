// A guardian keeps their child's medical details up to date from a phone, and the director learns of
// the change: on the child's record and on the director's home, until it is marked as seen.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { DEMO, signInThroughApi } from '../support/session';

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('changes by the family', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a guardian adds an allergy from a phone, and the director sees it on the record and at home', async () => {
    const allergy = `Sesame ${randomUUID().slice(0, 4)}`;
    const parent = await newPage(browser, PHONE);
    await signInThroughApi(parent.page, DEMO.parent);
    await parent.page.goto('/home');
    await parent.page.getByRole('link', { name: "Noah's details" }).click();
    await parent.page.waitForURL((url) => /^\/child\/\d+/.test(url.pathname));
    const noahId = Number(new URL(parent.page.url()).pathname.split('/')[2]);
    await parent.page.getByRole('tab', { name: 'Medical' }).click();
    await parent.page.getByRole('link', { name: 'Edit Medical information' }).click();
    await parent.page.waitForURL((url) => url.pathname === `/child/update/medical/${noahId}`);
    await parent.page.getByRole('button', { name: 'Add an allergy' }).click();
    const place = await parent.page.getByLabel(/^Allergy \d+$/).count();
    await parent.page.getByLabel(`Allergy ${place}`, { exact: true }).fill(allergy);
    await chooseOption(parent.page, `Severity of allergy ${place}`, 'Severe');
    await parent.page.getByLabel(`Reaction to allergy ${place}`).fill('Swollen lips');
    expect(await fitsTheWidth(parent.page)).toBe(true);
    await screenshot(parent.page, 'guardian-medical-update-phone');
    await parent.page.getByRole('button', { name: 'Save' }).click();
    await parent.page.waitForURL((url) => url.pathname.startsWith(`/child/${noahId}`));
    await parent.page.getByRole('tab', { name: 'Medical' }).click();
    await parent.page.getByRole('tabpanel').getByText(allergy).waitFor();
    await screenshot(parent.page, 'guardian-medical-tab-phone');
    expect(parent.errors).toEqual([]);
    await parent.context.close();

    const director = await newPage(browser);
    await signInThroughApi(director.page, DEMO.director);
    await director.page.goto('/attendance/children');
    const card = director.page.getByRole('region', { name: 'Changes by families' });
    await card.getByText(`Allergy added: ${allergy}`, { exact: false }).waitFor();
    await screenshot(director.page, 'director-home-family-changes');

    await director.page.goto(`/child/${noahId}/medical`);
    const alert = director.page.getByRole('alert').filter({ hasText: 'Changed by the family' });
    await alert.getByText(`Allergy added: ${allergy}`, { exact: false }).waitFor();
    expect(await alert.innerText()).toContain('Sarah Thompson');
    await director.page.getByRole('tabpanel').getByText(allergy).waitFor();
    await screenshot(director.page, 'child-changed-by-family');
    await alert.getByRole('button', { name: 'Mark as seen' }).click();
    await alert.waitFor({ state: 'detached' });

    await director.page.goto('/attendance/children');
    await card.getByText(/^Changes by families \(\d+\)$/).waitFor();
    expect(await card.innerText()).not.toContain(allergy);
    expect(director.errors).toEqual([]);
    await director.context.close();
  });
});
