// Pages with a live connection to the hub, and the tablet's PIN pad, as several browser tests use them.
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, newPage } from './browser';
import { signInThroughApi } from './session';

/** Resolves once the page's live connection has shaken hands with the hub. */
export function liveConnectionOf(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (socket.url().includes('/chatHub')) socket.once('framereceived', () => resolve());
    });
  });
}

/** A page signed in as `email`, opened on `path`, once its live connection is up. */
export async function openLive(browser: Browser, email: string, path: string, viewport = DESKTOP) {
  const opened = await newPage(browser, viewport);
  await signInThroughApi(opened.page, email);
  const connected = liveConnectionOf(opened.page);
  await opened.page.goto(path);
  await connected;
  return opened;
}

/** Taps a PIN on the tablet's pad. */
export async function typePin(page: Page, pin: string): Promise<void> {
  for (const digit of pin) await page.getByRole('button', { name: digit, exact: true }).click();
}
