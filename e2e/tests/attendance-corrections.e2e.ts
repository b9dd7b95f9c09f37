import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, productNow, screenshot } from '../support/browser';
import { Fixtures } from '../support/fixtures';
import { ApiSession, DEMO, signInThroughApi } from '../support/session';

interface Stay {
  id: number;
}

/** The demo daycare's own clock, so the screens show the times the director would read on site. */
const DAYCARE_TIME_ZONE = 'America/Toronto';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The centre's date (YYYY-MM-DD) `days` before the product's today. */
function centreDayBefore(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DAYCARE_TIME_ZONE }).format(new Date(productNow().getTime() - days * DAY_MS));
}

/** "8:00 AM" plus 270 minutes is "12:30 PM". */
function clockPlus(clock: string, minutes: number): string {
  const [, hours, mins, half] = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(clock.trim()) ?? [];
  if (!hours) throw new Error(`Not a time of day: ${clock}`);
  const start = ((Number(hours) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0)) * 60 + Number(mins);
  const total = start + minutes;
  const hour24 = Math.floor(total / 60) % 24;
  return `${hour24 % 12 === 0 ? 12 : hour24 % 12}:${String(total % 60).padStart(2, '0')} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/** The Hours cell of the person's line in the report's Children table. */
async function reportedHours(page: Page, name: string): Promise<string> {
  await page.goto('/attendance/reports');
  const row = page.getByRole('region', { name: 'Children' }).getByRole('row').filter({ hasText: name });
  const hours = row.getByRole('cell').nth(2);
  await hours.waitFor();
  return (await hours.innerText()).trim();
}

describe("the director's attendance corrections", () => {
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

  it('a director lengthens a stay on the history page and the report shows the new hours', async () => {
    const director = await ApiSession.signIn(DEMO.director);
    // A new child whose only stay is this one: three hours, three days ago (8:00 to 11:00 at the centre).
    const child = await fixtures.child({ firstName: 'Maya', lastName: 'Okonkwo', homeRoom: 'Toddlers' });
    const day = centreDayBefore(3);
    const stay = await director.call<Stay>('POST', '/api/attendance/create', {
      personType: 'child', personId: child.id, roomId: child.homeRoomId, startedAt: `${day}T13:00:00Z`, endedAt: `${day}T16:00:00Z`,
    });

    const { context, page, errors } = await newPage(browser, undefined, { timezoneId: DAYCARE_TIME_ZONE, locale: 'en-US' });
    await signInThroughApi(page, DEMO.director);
    expect(Number(await reportedHours(page, child.label))).toBe(3);

    await page.goto(`/attendance/search/children/${child.id}/${day}/${day}`);
    await page.getByRole('button', { name: /^Edit the stay of / }).click();
    await page.waitForURL((url) => url.pathname === `/attendance/update/${stay.id}`);
    const signedIn = await page.getByLabel('Sign-in time').inputValue();
    const signOut = page.getByLabel('Sign-out time');
    expect(await signOut.inputValue()).toBe(clockPlus(signedIn, 180));
    await signOut.click();
    await signOut.fill(clockPlus(signedIn, 270));
    // Leaving the field closes its picker and keeps the typed time.
    await signOut.press('Tab');
    expect(await signOut.inputValue()).toBe(clockPlus(signedIn, 270));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/attendance/search/children/${child.id}`));
    await page.getByRole('cell', { name: '4 h 30 min' }).waitFor();

    expect(Number(await reportedHours(page, child.label))).toBe(4.5);
    await screenshot(page, 'attendance-report-after-correction');
    expect(errors).toEqual([]);
    await context.close();
  });
});
