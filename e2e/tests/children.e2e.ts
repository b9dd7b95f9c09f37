// A director keeps the centre's records on children: a new family with two children and a contact who
// may pick one of them up, found again in the list by name, with a severe allergy the list then warns
// about; and the same list on a phone.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { DEMO, signInThroughApi } from '../support/session';

/** Types a day into a date picker as an English reader writes it ("May 14, 2024"); leaving the field keeps it. */
async function pickDay(page: Page, label: string, day: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(day);
  await input.press('Tab');
  expect(await input.inputValue()).toContain(day);
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

async function addChild(page: Page, child: { firstName: string; lastName: string; birthDate: string; room: string }): Promise<number> {
  await page.getByLabel('First name').fill(child.firstName);
  await page.getByLabel('Last name').fill(child.lastName);
  await pickDay(page, 'Birth date', child.birthDate);
  await chooseOption(page, 'Home room', child.room);
  await page.getByRole('button', { name: 'Add the child' }).click();
  await page.waitForURL((url) => /^\/child\/\d+/.test(url.pathname));
  await page.getByRole('heading', { level: 2, name: `${child.firstName} ${child.lastName}` }).waitFor();
  return Number(new URL(page.url()).pathname.split('/')[2]);
}

describe("the children's records", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a director adds a family with two children and a contact, finds them by name, and records a severe allergy the list then shows', async () => {
    const lastName = `Okafor${randomUUID().slice(0, 4)}`;
    const { context, page, errors } = await newPage(browser);
    await signInThroughApi(page, DEMO.director);
    await page.goto('/children');
    await page.getByRole('button', { name: 'Add a child' }).click();
    await page.waitForURL((url) => url.pathname === '/children/add');
    await screenshot(page, 'child-add');
    const mayaId = await addChild(page, { firstName: 'Maya', lastName, birthDate: 'May 14, 2024', room: 'Toddlers' });

    await page.getByRole('tab', { name: 'Family' }).click();
    await page.getByRole('button', { name: 'Add a sibling' }).click();
    await page.waitForURL((url) => url.pathname === '/children/add');
    const theoId = await addChild(page, { firstName: 'Theo', lastName, birthDate: 'Jan 10, 2026', room: 'Infants' });
    await page.getByRole('tab', { name: 'Family' }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: `Maya ${lastName}` }).waitFor();
    await screenshot(page, 'child-family-tab');

    await page.getByRole('button', { name: 'Add a contact' }).click();
    await page.waitForURL((url) => url.pathname === '/contacts/add' && url.searchParams.get('childId') === String(theoId));
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill(lastName);
    await page.getByLabel('Relation to the family').fill('Grandmother');
    await page.getByLabel('Mobile', { exact: true }).fill('4165550199');
    await page.getByLabel(`May pick up Maya ${lastName}`).check();
    await screenshot(page, 'contact-add');
    await page.getByRole('button', { name: 'Add the contact' }).click();
    await page.waitForURL((url) => /^\/contacts\/view\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 2, name: `Grace ${lastName}` }).waitFor();
    await page.getByText('(416) 555-0199').first().waitFor();
    await page.goto(`/child/${mayaId}/pickup`);
    const pickup = page.getByRole('tabpanel');
    await pickup.getByRole('link', { name: `Grace ${lastName}` }).first().waitFor();
    await screenshot(page, 'child-pickup-tab-new-contact');

    await page.goto(`/child/update/medical/${mayaId}`);
    await page.getByRole('button', { name: 'Add an allergy' }).click();
    await page.getByLabel('Allergy 1', { exact: true }).fill('Peanuts');
    await chooseOption(page, 'Severity of allergy 1', 'Severe');
    await page.getByLabel('Reaction to allergy 1').fill('Hives and swelling');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/child/${mayaId}`));
    await page.getByRole('tab', { name: 'Medical' }).click();
    await page.getByRole('tabpanel').getByText('Peanuts').waitFor();
    await page.getByRole('tabpanel').getByText('Hives and swelling', { exact: false }).waitFor();
    await screenshot(page, 'child-medical-tab');

    await page.goto(`/children?search=${lastName}`);
    const rows = page.locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    const maya = rows.filter({ hasText: `Maya ${lastName}` });
    expect(await maya.innerText()).toContain('Severe allergy');
    expect(await maya.innerText()).toContain('Toddlers');
    expect(await rows.filter({ hasText: `Theo ${lastName}` }).getByRole('link').getAttribute('href')).toBe(`/child/${theoId}`);
    await screenshot(page, 'children-search');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads well on a phone: each child a card with its status, no sideways scrolling, and a child opens from it', async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    await signInThroughApi(page, DEMO.director);
    await page.goto('/children');
    const first = page.getByRole('list', { name: 'Children' }).getByRole('listitem').first();
    await first.waitFor();
    expect(await first.locator('dt').filter({ hasText: 'Status' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'children-phone');
    await first.getByRole('link').first().click();
    await page.waitForURL((url) => /^\/child\/\d+/.test(url.pathname));
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'child-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
