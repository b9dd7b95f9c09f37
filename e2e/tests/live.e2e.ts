import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { documentIsMarked, launchBrowser, markDocument, newPage, screenshot } from '../support/browser';
import { Fixtures } from '../support/fixtures';
import { ApiSession, DEMO, signInThroughApi } from '../support/session';

/** Resolves once the page's live connection has shaken hands with the hub. */
function liveConnectionOf(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (socket.url().includes('/chatHub')) socket.once('framereceived', () => resolve());
    });
  });
}

async function openLive(browser: Browser, email: string, path: string) {
  const { context, page, errors } = await newPage(browser);
  await signInThroughApi(page, email);
  const connected = liveConnectionOf(page);
  await page.goto(path);
  await connected;
  await markDocument(page);
  return { context, page, errors };
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

    const desk = await openLive(browser, DEMO.director, '/attendance/children');
    const tablet = await openLive(browser, DEMO.tablet, '/tablet/search/child');
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
