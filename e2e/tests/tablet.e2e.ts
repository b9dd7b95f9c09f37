import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { openLive, typePin } from '../support/live';
import { Fixtures } from '../support/fixtures';
import { ApiSession, DEMO, signInThroughApi } from '../support/session';

interface Room {
  id: number;
  label: string;
}

const DEMO_PIN = '1234';

/** Waits until the element with this test id says the person is signed in or out. */
function showsStatus(page: Page, testId: string, label: string, status: 'signed in' | 'signed out') {
  return page.locator(`[data-testid="${testId}"][aria-label^="${label}, ${status}"]`).waitFor({ timeout: 10_000 });
}

/** The flyout's button for a person is named by what it shows: the name, then Signed in or Signed out. */
function flyoutShows(page: Page, personId: number, label: string, status: 'Signed in' | 'Signed out') {
  return page.getByTestId(`flyout-person-${personId}`).and(page.getByRole('button', { name: `${label} ${status}` })).waitFor({ timeout: 10_000 });
}

describe('the room tablet', () => {
  let browser: Browser;
  let director: ApiSession;
  let infants: Room;
  let fixtures: Fixtures;
  beforeAll(async () => {
    browser = await launchBrowser();
    fixtures = await Fixtures.open();
    director = await ApiSession.signIn(DEMO.director);
    infants = (await director.call<Room[]>('GET', '/api/room/list')).find((room) => room.label === 'Infants') as Room;
  });
  afterAll(async () => {
    await browser.close();
    await fixtures.close();
  });

  it("an educator signs in with a PIN, then signs a child in; the director's flyout and the tablet grid show it live", async () => {
    // An educator and a child of the tablet's room, both new and so signed out.
    const educator = await fixtures.educator('Rosa', 'Albers', 'Infants');
    const child = await fixtures.child({ firstName: 'Theo', lastName: 'Albers', homeRoom: 'Infants' });

    const desk = await openLive(browser, DEMO.director, '/attendance/children');
    await desk.page.getByRole('button', { name: 'Rooms' }).click();
    const flyout = desk.page.getByRole('dialog');
    await flyout.getByRole('combobox', { name: 'Room' }).click();
    await desk.page.locator('.ant-select-item-option').filter({ hasText: 'Infants' }).click();
    await flyoutShows(desk.page, child.id, child.label, 'Signed out');

    const tablet = await openLive(browser, DEMO.tablet, '/tablet/search/staff');
    await tablet.page.getByTestId(`staff-card-${educator.id}`).click();
    await typePin(tablet.page, DEMO_PIN);
    await tablet.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await tablet.page.waitForURL((url) => url.pathname === '/tablet/search/staff');
    // The educator's card reads their name, then since when they are in.
    await tablet.page.getByRole('link', { name: new RegExp(`^${educator.label} In since`) }).waitFor({ timeout: 10_000 });

    await tablet.page.goto('/tablet/search/child');
    await tablet.page.getByTestId(`child-card-${child.id}`).click();
    await tablet.page.getByRole('group', { name: 'Staff of the room' }).getByRole('button', { name: educator.label }).click();
    await typePin(tablet.page, DEMO_PIN);
    await tablet.page.getByRole('button', { name: `Sign ${child.firstName} in` }).click();
    await tablet.page.waitForURL((url) => url.pathname === '/tablet/search/child');

    // The child's card reads their name, then since when they are in.
    await tablet.page.getByRole('link', { name: new RegExp(`^${child.label} In since`) }).waitFor({ timeout: 10_000 });
    await flyoutShows(desk.page, child.id, child.label, 'Signed in');
    await showsStatus(desk.page, `attendance-child-${child.id}`, child.label, 'signed in');
    const stays = await director.call<{ items: { signedInBy: { label: string } | null }[] }>(
      'GET', `/api/attendance/search?personType=child&personId=${child.id}`,
    );
    expect(stays.items[0].signedInBy?.label).toBe(educator.label);
    await screenshot(tablet.page, 'tablet-child-signed-in');
    await screenshot(desk.page, 'director-flyout-child-signed-in');
    expect([...desk.errors, ...tablet.errors]).toEqual([]);
    await desk.context.close();
    await tablet.context.close();
  });

  it('an educator sets a new tablet PIN from the user menu, and the tablet takes that PIN and no longer the old one', async () => {
    const educator = await fixtures.educator('Nadia', 'Brandt', 'Infants');
    const desk = await newPage(browser);
    await signInThroughApi(desk.page, educator.email);
    await desk.page.goto('/attendance/children');
    await desk.page.getByRole('button', { name: `Account menu of ${educator.label}` }).click();
    await desk.page.getByRole('menuitem', { name: 'Tablet PIN' }).click();
    const dialog = desk.page.getByRole('dialog', { name: 'Tablet PIN' });
    await dialog.getByLabel('New PIN').fill('8306');
    await dialog.getByLabel('The same PIN again').fill('8306');
    await screenshot(desk.page, 'tablet-pin-dialog');
    await dialog.getByRole('button', { name: 'Save PIN' }).click();
    await desk.page.getByText('Your tablet PIN is set').waitFor();

    const tablet = await openLive(browser, DEMO.tablet, `/tablet/staff/${educator.id}`);
    await typePin(tablet.page, DEMO_PIN);
    await tablet.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The old PIN is refused, and the pad is cleared for another try.
    await tablet.page.getByRole('alert').getByText(/PIN/).waitFor();
    await typePin(tablet.page, '8306');
    await tablet.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await tablet.page.waitForURL((url) => url.pathname === '/tablet/search/staff');
    expect(desk.errors).toEqual([]);
    await desk.context.close();
    await tablet.context.close();
  });

  it("a guardian taps on my way on the phone and the room's tablet shows the notice live", async () => {
    // A family of its own, whose child is in the Infants room and is picked up today.
    const familyId = await fixtures.family();
    const noah = await fixtures.child({ firstName: 'Noah', lastName: 'Whitfield', homeRoom: 'Infants', familyId });
    const mother = await fixtures.guardian('Claire', 'Whitfield', familyId);
    await director.call('POST', '/api/tablet/updateAttendance', { clientId: randomUUID(), personType: 'child', personId: noah.id, action: 'signIn', roomId: infants.id });
    const tablet = await openLive(browser, DEMO.tablet, '/tablet/search/child');
    const badge = tablet.page.getByRole('button', { name: /^On the way: / });
    await badge.waitFor();

    const phone = await newPage(browser, { width: 390, height: 844 });
    await signInThroughApi(phone.page, mother.email);
    await phone.page.goto('/onmyway/send');
    await phone.page.getByRole('checkbox', { name: noah.label }).check();
    await phone.page.getByText('15 min', { exact: true }).click();
    await phone.page.getByLabel('Note for the room').fill('Grandma is driving');
    await phone.page.getByRole('button', { name: 'Send' }).click();
    await phone.page.waitForURL((url) => url.pathname === '/onmyway');

    await tablet.page.getByRole('button', { name: 'On the way: 1 unread' }).waitFor({ timeout: 10_000 });
    await tablet.page.getByTestId(`on-the-way-${noah.id}`).waitFor();
    await tablet.page.getByRole('button', { name: 'On the way: 1 unread' }).click();
    const notice = tablet.page.getByRole('region', { name: `${mother.label} is on the way for ${noah.label}` });
    await notice.getByText('Grandma is driving').waitFor();
    await screenshot(tablet.page, 'tablet-on-my-way');
    await notice.getByRole('button', { name: `Got it: ${noah.label}` }).click();
    await tablet.page.getByRole('button', { name: 'On the way: none unread' }).waitFor({ timeout: 10_000 });
    expect([...tablet.errors, ...phone.errors]).toEqual([]);
    await tablet.context.close();
    await phone.context.close();
  });
});
