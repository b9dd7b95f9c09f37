// Safe pick-up: on the room tablet, a child goes home with someone not on the pick-up list only with a
// name, a reason and a staff member's PIN; the director's screen says so at once, and the stay keeps it.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from '../support/browser';
import { Fixtures } from '../support/fixtures';
import { openLive, typePin } from '../support/live';
import { ApiSession, DEMO } from '../support/session';

const DEMO_PIN = '1234';

describe('safe pick-up on the room tablet', () => {
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

  it("lets someone not on the list take a child only with a reason and a staff PIN, and tells the director's screen", async () => {
    const director = await ApiSession.signIn(DEMO.director);
    const educator = await fixtures.educator('Lena', 'Voss', 'Infants');
    const child = await fixtures.child({ firstName: 'Pia', lastName: 'Voss', homeRoom: 'Infants' });
    await director.call('POST', '/api/tablet/updateAttendance', { clientId: randomUUID(), personType: 'child', personId: child.id, action: 'signIn', roomId: child.homeRoomId });

    const desk = await openLive(browser, DEMO.director, '/attendance/children');
    const tablet = await openLive(browser, DEMO.tablet, `/tablet/child/${child.id}`);
    const question = tablet.page.getByRole('group', { name: 'Who is picking Pia up?' });
    await question.getByRole('button', { name: /Someone else/ }).click();
    await tablet.page.getByLabel('Their full name').fill('Carol Diaz');
    await tablet.page.getByLabel('Reason').fill('Aunt; the mother called the room at noon');
    await tablet.page.getByRole('group', { name: 'Staff of the room' }).getByRole('button', { name: educator.label }).click();
    await tablet.page.getByText(`${educator.label}, enter your PIN to allow it`).waitFor();
    await typePin(tablet.page, DEMO_PIN);
    await screenshot(tablet.page, 'tablet-pickup-someone-else');
    await tablet.page.getByRole('button', { name: 'Sign Pia out' }).click();
    await tablet.page.waitForURL((url) => url.pathname === '/tablet/search/child');

    const alert = desk.page.getByText(`${child.label} went home with someone not on the pick-up list`);
    await alert.waitFor({ timeout: 10_000 });
    await desk.page.getByText(`Reason: Aunt; the mother called the room at noon. Allowed by ${educator.label}.`, { exact: false }).waitFor();
    await screenshot(desk.page, 'director-pickup-alert');

    const stays = await director.call<{ items: { pickedUpBy: unknown }[] }>('GET', `/api/attendance/search?personType=child&personId=${child.id}`);
    expect(JSON.stringify(stays.items[0].pickedUpBy)).toContain('Carol Diaz');
    expect([...desk.errors, ...tablet.errors]).toEqual([]);
    await desk.context.close();
    await tablet.context.close();
  });
});
