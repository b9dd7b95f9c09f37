// A parent authorises a medication on a phone and signs it with a finger; the room tablet shows the
// dose due, an educator gives it there, and the parent sees it given.
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser, newPage, productNow, screenshot } from '../support/browser';
import { Fixtures } from '../support/fixtures';
import { openLive } from '../support/live';
import { DEMO, signInThroughApi } from '../support/session';

const TABLET = { width: 820, height: 1180 };
/** Where the demo centre and its families are: the times on screen read as theirs. */
const AT_THE_CENTRE = { timezoneId: 'America/Toronto' };

/** The centre's clock a few minutes back ("08:57"): a dose due then is due now. */
function minutesAgoAtTheCentre(minutes: number): string {
  const format = new Intl.DateTimeFormat('en-GB', { timeZone: AT_THE_CENTRE.timezoneId, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return format.format(new Date(productNow().getTime() - minutes * 60_000));
}

/** Opens a date field and taps a day of the month shown, after moving on `years` years. */
async function pickDay(page: Page, label: string, day: number, years = 0): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').last();
  for (let year = 0; year < years; year++) await panel.locator('.ant-picker-header-super-next-btn').click();
  await panel.locator('td.ant-picker-cell-in-view').filter({ hasText: new RegExp(`^${day}$`) }).first().click();
}

/** Draws a short stroke across the signature pad, as a finger would. */
async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByLabel('Draw your signature', { exact: true }).last();
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) await page.mouse.move(box.x + 30 + step * 20, box.y + box.height * (0.7 - 0.04 * (step % 5)));
  await page.mouse.up();
}

describe('medication', () => {
  let browser: Browser;
  let fixtures: Fixtures;
  beforeAll(async () => {
    browser = await launchBrowser();
    fixtures = await Fixtures.open();
  });
  afterAll(async () => {
    await browser.close();
    await fixtures.close();
  });

  it('a parent authorises and signs a medication on a phone, the room tablet shows the dose due, an educator gives it, and the parent sees it given', async () => {
    const familyId = await fixtures.family();
    // The demo tablet is the Infants room's.
    const child = await fixtures.child({ firstName: 'Maja', lastName: 'Holm', homeRoom: 'Infants', familyId });
    const guardian = await fixtures.guardian('Ingrid', 'Holm', familyId);
    const educator = await fixtures.personLike(DEMO.staff, { firstName: 'Ole', lastName: 'Dahl', homeRoom: 'Infants' });

    const parent = await newPage(browser, PHONE, AT_THE_CENTRE);
    await signInThroughApi(parent.page, guardian.email);
    await parent.page.goto('/home');
    await parent.page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = parent.page.getByRole('navigation', { name: 'Side menu' });
    await menu.getByText('Children', { exact: true }).click();
    await menu.getByRole('link', { name: 'Medications', exact: true }).click();
    await parent.page.getByText('No medication here yet.').waitFor();
    await parent.page.getByRole('link', { name: 'Authorise a medication' }).click();

    await parent.page.getByLabel('Child', { exact: true }).click();
    await parent.page.getByTitle(child.label).click();
    await parent.page.getByLabel('Medicine', { exact: true }).fill('Amoxicillin');
    await parent.page.getByLabel('Dose', { exact: true }).fill('2.5 ml');
    await parent.page.getByLabel('Reason', { exact: true }).fill('Ear infection');
    await parent.page.getByLabel('Prescriber', { exact: true }).fill('Dr. Lund');
    await pickDay(parent.page, 'Last day', 28);
    await pickDay(parent.page, 'Medicine expiry date (on the label)', 15, 1);
    await parent.page.getByLabel('Time 1', { exact: true }).fill(minutesAgoAtTheCentre(2));
    await parent.page.getByLabel('Your full name', { exact: true }).fill(guardian.label);
    await drawSignature(parent.page);
    await screenshot(parent.page, 'medications-authorise-phone');
    await parent.page.getByRole('button', { name: 'Sign and authorise' }).click();
    await parent.page.getByText(new RegExp(`^Signed by ${guardian.label} on `)).waitFor();
    await parent.page.getByText('Active', { exact: true }).waitFor();
    await parent.page.getByText('No dose given yet.').waitFor();
    await screenshot(parent.page, 'medications-signed-phone');

    const tablet = await openLive(browser, DEMO.tablet, '/tablet/search/child', TABLET);
    const due = tablet.page.getByRole('list', { name: 'Medication due today' }).getByRole('listitem').filter({ hasText: child.label });
    await due.getByText('Due now').waitFor({ timeout: 10_000 });
    await screenshot(tablet.page, 'medications-tablet-dose-due');
    await due.getByRole('link', { name: 'Give' }).click();
    await tablet.page.getByLabel('Amount given', { exact: true }).waitFor();
    expect(await tablet.page.getByLabel('Amount given', { exact: true }).inputValue()).toBe('2.5 ml');
    // The room's staff are many: typing the name narrows the list to them.
    await tablet.page.getByLabel('Given by', { exact: true }).fill(educator.label);
    await tablet.page.getByTitle(educator.label).click();
    await screenshot(tablet.page, 'medications-tablet-give');
    await tablet.page.getByRole('button', { name: 'Record the dose' }).click();
    await tablet.page.getByText(`Amoxicillin given to ${child.label}`).waitFor();
    await tablet.page.getByRole('list', { name: 'Doses due today' }).getByText(new RegExp(`^Given at .* by ${educator.label}$`)).waitFor();
    await screenshot(tablet.page, 'medications-tablet-given');

    // The parent's page, still open, loads the dose when the family's event stream says it was given.
    await parent.page.getByRole('list', { name: 'Doses given' }).getByText(new RegExp(`2\\.5 ml · given by ${educator.label}`)).waitFor({ timeout: 10_000 });
    await screenshot(parent.page, 'medications-given-phone');
    expect([...parent.errors, ...tablet.errors]).toEqual([]);
    await parent.context.close();
    await tablet.context.close();
  });
});
