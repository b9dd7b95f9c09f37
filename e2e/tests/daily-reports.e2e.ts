// An educator records lunch for several children at once on a tablet, and a parent who has the
// family's daily reports open on their phone sees it arrive without reloading.
import type { Browser, Page } from 'playwright-core';
import { PHONE, documentIsMarked, launchBrowser, markDocument, newPage, productNow, screenshot } from '../support/browser';
import { Fixtures, type FixtureChild } from '../support/fixtures';
import { openLive } from '../support/live';
import { ApiSession, DEMO, signInThroughApi } from '../support/session';

const TABLET = { width: 820, height: 1180 };
/** Where the demo centre and its families are: the times on screen read as theirs. */
const AT_THE_CENTRE = { timezoneId: 'America/Toronto' };

/** Resolves once the page's family event stream has been answered. */
function familyStreamOf(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/family/live' && response.ok());
}

describe('daily reports', () => {
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

  it("lunch recorded for five toddlers at once shows on a parent's phone without a reload", async () => {
    const familyId = await fixtures.family();
    const toddlers: FixtureChild[] = [await fixtures.child({ firstName: 'Lina', lastName: 'Moreau', homeRoom: 'Toddlers', familyId })];
    for (const firstName of ['Ravi', 'Oskar', 'Mila', 'Tomas']) toddlers.push(await fixtures.child({ firstName, lastName: 'Lund', homeRoom: 'Toddlers' }));
    // Lina's brother is in another room: the family has two children, so the phone names them and offers a filter.
    await fixtures.child({ firstName: 'Jonas', lastName: 'Moreau', homeRoom: 'Infants', familyId });
    const guardian = await fixtures.guardian('Ana', 'Moreau', familyId);

    const parent = await newPage(browser, PHONE, AT_THE_CENTRE);
    await signInThroughApi(parent.page, guardian.email);
    const streaming = familyStreamOf(parent.page);
    await parent.page.goto(`/daily-report/family/${familyId}`);
    await parent.page.getByText('Nothing recorded yet today…').waitFor();
    await streaming;
    await markDocument(parent.page);
    await screenshot(parent.page, 'daily-reports-family-empty-phone');

    const educator = await newPage(browser, TABLET, AT_THE_CENTRE);
    await signInThroughApi(educator.page, DEMO.staff);
    await educator.page.goto('/daily-report/today');
    for (const child of toddlers) await educator.page.getByRole('button', { name: `Select ${child.label}` }).click();
    const actions = educator.page.getByRole('region', { name: 'Record for the selected children' });
    await actions.getByText('5 children selected').waitFor();
    await screenshot(educator.page, 'daily-reports-today-five-selected');
    await actions.getByRole('button', { name: 'Meal' }).click();
    const sheet = educator.page.getByRole('dialog', { name: 'Meal for 5 children' });
    await sheet.getByText('Lunch', { exact: true }).click();
    await sheet.getByRole('button', { name: 'All', exact: true }).click();
    await educator.page.getByText('Saved for 5 children').waitFor();

    const lunch = parent.page.getByRole('region', { name: 'Today' }).getByText(`${toddlers[0].label} · Lunch · ate all`);
    await lunch.waitFor({ timeout: 10_000 });
    expect(await documentIsMarked(parent.page)).toBe(true);
    expect(await parent.page.getByText(/Lunch · ate all/).count()).toBe(1);
    expect(await parent.page.getByText('by Daniel Okafor').count()).toBe(1);
    await screenshot(parent.page, 'daily-reports-family-lunch-phone');
    await parent.page.getByText('Jonas', { exact: true }).click();
    await parent.page.getByText('Nothing recorded for Jonas yet…').waitFor();
    expect(await parent.page.getByText(/Lunch · ate all/).count()).toBe(0);
    expect([...parent.errors, ...educator.errors]).toEqual([]);
    await parent.context.close();
    await educator.context.close();
  });

  it("an overdue sleep check turns the child's card red on the room tablet and reaches the director, and a check clears both", async () => {
    const baby = await fixtures.child({ firstName: 'Nora', lastName: 'Lindgren', homeRoom: 'Infants', birthDate: '2026-05-01' });
    // Asleep for 20 minutes without a check: infants are checked every 15.
    const director = await ApiSession.signIn(DEMO.director);
    await director.call('POST', '/api/dailyreport/create', { childIds: [baby.id], kind: 'nap', at: new Date(productNow().getTime() - 20 * 60_000).toISOString() });

    const desk = await openLive(browser, DEMO.director, '/children');
    const tablet = await newPage(browser, TABLET, AT_THE_CENTRE);
    await signInThroughApi(tablet.page, DEMO.tablet);
    await tablet.page.goto('/daily-report/today');
    const card = tablet.page.getByRole('region', { name: baby.label });
    await card.getByText(/^Sleep check overdue since /).waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(tablet.page, 'daily-reports-sleep-check-overdue-tablet');

    // The job looks every minute; the director's screen is told whatever page it shows.
    const alert = desk.page.getByText(`Sleep check overdue: ${baby.label}`);
    await alert.waitFor({ timeout: 100_000 });
    await screenshot(desk.page, 'daily-reports-sleep-check-alert-director');

    await card.getByRole('button', { name: `Check ${baby.label}` }).click();
    const sheet = tablet.page.getByRole('dialog', { name: `Sleep check · ${baby.label}` });
    await sheet.getByRole('button', { name: 'Back', exact: true }).click();
    await sheet.getByRole('button', { name: 'Normal', exact: true }).click();
    await sheet.getByRole('button', { name: 'Save' }).click();
    await tablet.page.getByText(`Sleep check saved for ${baby.label}`).waitFor();
    await card.getByText(/^Next check /).waitFor();
    await alert.waitFor({ state: 'detached', timeout: 10_000 });
    expect([...desk.errors, ...tablet.errors]).toEqual([]);
    await desk.context.close();
    await tablet.context.close();
  });
});
