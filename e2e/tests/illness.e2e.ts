// A parent reports a fever from a phone; the room tablet then refuses to sign the child in before the
// return date the centre's rules give and says when, and the director sees the child at home.
import type { Browser } from 'playwright-core';
import { PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { Fixtures } from '../support/fixtures';
import { openLive, typePin } from '../support/live';
import { DEMO, signInThroughApi } from '../support/session';

const DEMO_PIN = '1234';
const AT_THE_CENTRE = { timezoneId: 'America/Toronto' };

describe('illness reports', () => {
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

  it('a fever reported from a phone keeps the child from being signed in on the tablet until the return date', async () => {
    const familyId = await fixtures.family();
    const child = await fixtures.child({ firstName: 'Ines', lastName: 'Varga', homeRoom: 'Infants', familyId });
    const guardian = await fixtures.guardian('Petra', 'Varga', familyId);

    const parent = await newPage(browser, PHONE, AT_THE_CENTRE);
    await signInThroughApi(parent.page, guardian.email);
    await parent.page.goto('/illness-report');
    await parent.page.getByRole('button', { name: 'Report an illness' }).click();
    await parent.page.waitForURL((url) => url.pathname.startsWith('/illness-report/create'));
    await parent.page.getByRole('combobox', { name: 'Child' }).click();
    await parent.page.locator('.ant-select-item-option').filter({ hasText: child.label }).click();
    await parent.page.getByLabel('Fever').check();
    await parent.page.getByLabel('Temperature (°C)').fill('38.7');
    await screenshot(parent.page, 'illness-report-form-phone');
    await parent.page.getByRole('button', { name: 'Save report' }).click();
    await parent.page.getByText(new RegExp(`^Saved\\. ${child.label} may return from `)).waitFor();
    await parent.page.waitForURL((url) => url.pathname === '/illness-report');
    const report = parent.page.getByRole('listitem', { name: child.label });
    await report.getByText('At home').waitFor();
    await report.getByText('38.7 °C (101.7 °F)').waitFor();
    await screenshot(parent.page, 'illness-report-list-phone');
    expect(parent.errors).toEqual([]);

    const tablet = await openLive(browser, DEMO.tablet, '/tablet/search/child');
    await tablet.page.getByTestId(`child-card-${child.id}`).click();
    await tablet.page.getByRole('group', { name: `${child.firstName}'s guardians` }).getByRole('button', { name: guardian.label }).click();
    await typePin(tablet.page, DEMO_PIN);
    await tablet.page.getByRole('button', { name: `Sign ${child.firstName} in` }).click();
    await tablet.page.getByText(new RegExp(`^${child.label} may return from .+: 24 hours free of fever \\(illness report\\)$`)).waitFor();
    await screenshot(tablet.page, 'illness-tablet-sign-in-refused');

    const desk = await openLive(browser, DEMO.director, '/illness-report');
    await desk.page.getByRole('listitem', { name: child.label }).getByText('At home').waitFor();
    await desk.page.getByText('Return rules').waitFor();
    await screenshot(desk.page, 'illness-reports-director');
    expect(desk.errors).toEqual([]);
    await Promise.all([parent.context.close(), tablet.context.close(), desk.context.close()]);
  });
});
