// An educator reports a child's fall; the director's attendance screen counts the open incident
// at once, the parent reads and signs the report on their phone, and the count goes away live.
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { Fixtures } from '../support/fixtures';
import { openLive } from '../support/live';
import { DEMO, signInThroughApi } from '../support/session';

/** Where the demo centre and its families are: the times on screen read as theirs. */
const AT_THE_CENTRE = { timezoneId: 'America/Toronto' };

/** Draws a short stroke across the signature pad, as a finger would. */
async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByLabel('Sign here with your finger or mouse').last();
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) await page.mouse.move(box.x + 30 + step * 20, box.y + box.height * (0.7 - 0.04 * (step % 5)));
  await page.mouse.up();
}

describe('incident reports', () => {
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

  it('an incident reported by an educator raises the open count on the director’s screen, and the parent’s signature on a phone lowers it', async () => {
    const familyId = await fixtures.family();
    const child = await fixtures.child({ firstName: 'Elsa', lastName: 'Berg', homeRoom: 'Toddlers', familyId });
    const guardian = await fixtures.guardian('Karin', 'Berg', familyId);

    const desk = await openLive(browser, DEMO.director, '/attendance/children');
    const row = desk.page.getByTestId(`attendance-child-${child.id}`);
    await row.waitFor();
    expect(await row.getByText(/open incident/).count()).toBe(0);

    const educator = await newPage(browser, DESKTOP, AT_THE_CENTRE);
    await signInThroughApi(educator.page, DEMO.staff);
    await educator.page.goto(`/incidents/report/${child.id}`);
    await educator.page.getByText(`Child: ${child.label}`).waitFor();
    await educator.page.getByLabel('Where it happened').fill('Playground, climbing frame');
    await educator.page.getByLabel('What happened').fill('Slipped on the second step of the climbing frame and grazed her knee.');
    await educator.page.getByRole('img', { name: 'Front' }).click({ position: { x: 60, y: 250 } });
    await educator.page.getByLabel('What is mark 1?').fill('Graze on the knee');
    await educator.page.getByLabel('First aid given').fill('Cleaned with water, plaster, ice pack for 10 minutes.');
    await screenshot(educator.page, 'incidents-report-form');
    await educator.page.getByRole('button', { name: 'Save report' }).click();
    await educator.page.getByText("Waiting for a guardian's signature").waitFor();
    await screenshot(educator.page, 'incidents-report-saved');

    const count = row.getByText('1 open incident');
    await count.waitFor({ timeout: 10_000 });
    await screenshot(desk.page, 'incidents-director-count-raised');

    const parent = await newPage(browser, PHONE, AT_THE_CENTRE);
    await signInThroughApi(parent.page, guardian.email);
    await parent.page.goto('/home');
    await parent.page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await parent.page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Incidents', exact: true }).click();
    const report = parent.page.getByRole('list', { name: 'Outstanding incident reports' }).getByRole('listitem', { name: child.label });
    await report.waitFor();
    await screenshot(parent.page, 'incidents-outstanding-phone');
    await report.getByRole('link', { name: 'Read and sign' }).click();
    await parent.page.getByText('Graze on the knee (front)').waitFor();
    await drawSignature(parent.page);
    await screenshot(parent.page, 'incidents-signing-phone');
    await parent.page.getByRole('button', { name: 'Sign report' }).click();
    await parent.page.getByText(new RegExp(`^Signed by ${guardian.label} on `)).waitFor();
    await screenshot(parent.page, 'incidents-signed-phone');

    await count.waitFor({ state: 'detached', timeout: 10_000 });
    await screenshot(desk.page, 'incidents-director-count-lowered');
    expect([...desk.errors, ...educator.errors, ...parent.errors]).toEqual([]);
    await desk.context.close();
    await educator.context.close();
    await parent.context.close();
  });
});
