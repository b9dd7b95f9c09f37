import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { documentIsMarked, launchBrowser, markDocument, screenshot } from '../support/browser';
import { Fixtures } from '../support/fixtures';
import { openLive } from '../support/live';
import { ApiSession, DEMO } from '../support/session';

async function openMarked(browser: Browser, email: string, path: string) {
  const opened = await openLive(browser, email, path);
  await markDocument(opened.page);
  return opened;
}

describe('live updates', () => {
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

  it("a child signed in through the API shows on the director's page, in the director's flyout and on the room tablet without a reload", async () => {
    const director = await ApiSession.signIn(DEMO.director);
    // A new child of the tablet's room: signed out until the call below.
    const child = await fixtures.child({ firstName: 'Iris', lastName: 'Lindqvist', homeRoom: 'Infants' });
    const infantsId = child.homeRoomId as number;

    const desk = await openMarked(browser, DEMO.director, '/attendance/children');
    const tablet = await openMarked(browser, DEMO.tablet, '/tablet/search/child');
    // The director's flyout, on the room.
    await desk.page.getByRole('button', { name: 'Rooms' }).click();
    const flyout = desk.page.getByRole('dialog');
    await flyout.getByRole('combobox', { name: 'Room' }).click();
    await desk.page.locator('.ant-select-item-option').filter({ hasText: 'Infants' }).click();
    const inFlyout = flyout.getByTestId(`flyout-person-${child.id}`);
    expect(await flyout.getByRole('button', { name: `${child.label} Signed out` }).getAttribute('data-testid')).toBe(`flyout-person-${child.id}`);
    const onDesk = desk.page.getByTestId(`attendance-child-${child.id}`);
    const onTablet = tablet.page.getByTestId(`child-card-${child.id}`);
    expect(await onDesk.getAttribute('aria-label')).toBe(`${child.label}, signed out`);
    expect(await tablet.page.getByRole('link', { name: `${child.label} Out` }).getAttribute('data-testid')).toBe(`child-card-${child.id}`);

    await director.call('POST', '/api/tablet/updateAttendance', {
      clientId: randomUUID(), personType: 'child', personId: child.id, action: 'signIn', roomId: infantsId,
    });

    await desk.page.locator(`[data-testid="attendance-child-${child.id}"][aria-label="${child.label}, signed in"]`).waitFor({ timeout: 5000 });
    await inFlyout.getByText('Signed in').waitFor({ timeout: 5000 });
    await onTablet.getByText(/^In since/).waitFor({ timeout: 5000 });
    expect(await documentIsMarked(desk.page)).toBe(true);
    expect(await documentIsMarked(tablet.page)).toBe(true);
    await screenshot(desk.page, 'live-director');
    await screenshot(tablet.page, 'live-tablet');
    expect([...desk.errors, ...tablet.errors]).toEqual([]);
    await desk.context.close();
    await tablet.context.close();
  });
});
