import type { Browser, Page } from 'playwright-core';
import { HEADER_DAYCARE_LABEL_LENGTH } from '@daycare/shared';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { DEMO, signInWithForm } from '../support/session';

const LITTLE_ACORNS = 'Little Acorns Early Learning';

interface Landing {
  email: string;
  name: string;
  path: string;
  remote: 'admin' | 'guardian' | 'tablet' | 'super';
  /** Side menu entries the user sees, and entries their roles or type keep from them. */
  menu: string[];
  notInMenu: string[];
}

const STAFF_SIDE: Landing[] = [
  { email: DEMO.director, name: 'Margaret Chen', path: '/attendance/children', remote: 'admin', menu: ['Children', 'Billing', 'Settings'], notInMenu: ['Super'] },
  { email: DEMO.staff, name: 'Daniel Okafor', path: '/attendance/children', remote: 'admin', menu: ['Children', 'Other'], notInMenu: ['Billing', 'Super'] },
  // Operations staff start at every centre's list, with only their own tools until they change centre.
  { email: DEMO.super, name: 'Olivia Bennett', path: '/daycares', remote: 'super', menu: ['Super'], notInMenu: ['Children', 'Billing'] },
  { email: DEMO.tablet, name: 'Front Desk Tablet', path: '/tablet/search/child', remote: 'tablet', menu: [], notInMenu: ['Super', 'Billing'] },
];

async function openSideMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await menu.waitFor();
  return menu;
}

async function closeSideMenu(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('navigation', { name: 'Side menu' }).waitFor({ state: 'hidden' });
}

async function expectLanding(page: Page, path: string, remote: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await page.getByTestId(`remote-${remote}`).getByRole('heading', { level: 1 }).waitFor();
}

describe('signing in as each demo user', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(STAFF_SIDE)('$email lands on $path in the $remote app, with the admin header and menu', async ({ email, name, path, remote, menu, notInMenu }) => {
    const { context, page, errors } = await newPage(browser);
    await signInWithForm(page, email);
    await expectLanding(page, path, remote);

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: `Account menu of ${name}` }).waitFor();
    await header.getByRole('button', { name: 'Search' }).waitFor();
    if (email !== DEMO.super) {
      expect(await header.getByTestId('daycare-label').innerText()).toBe(LITTLE_ACORNS.slice(0, HEADER_DAYCARE_LABEL_LENGTH));
    }

    const sideMenu = await openSideMenu(page);
    for (const entry of menu) await sideMenu.getByText(entry, { exact: true }).first().waitFor();
    for (const entry of notInMenu) expect(await sideMenu.getByText(entry, { exact: true }).count()).toBe(0);
    await screenshot(page, `signed-in-${remote}-${email.split('@')[0]}`);
    await closeSideMenu(page);

    // Change Center only for a user of more than one daycare.
    await header.getByRole('button', { name: `Account menu of ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    const changeCenter = page.getByRole('menu').getByText('Change Center', { exact: true });
    // Operations staff reach every centre.
    expect(await changeCenter.count()).toBe(email === DEMO.director || email === DEMO.super ? 1 : 0);
    if (email === DEMO.director) {
      await page.getByRole('menuitem', { name: 'Maple Grove Child Care' }).click();
      await header.getByTestId('daycare-label').filter({ hasText: 'Maple G' }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a parent lands on the family home with the guardian header and menu', async () => {
    const { context, page, errors } = await newPage(browser);
    await signInWithForm(page, DEMO.parent);
    await expectLanding(page, '/home', 'guardian');
    await page.getByText('Welcome, Sarah.').waitFor();
    const header = page.getByRole('banner');
    for (const button of ['Open menu', 'Back', 'Home']) await header.getByRole('button', { name: button }).waitFor();
    expect(await header.getByRole('button', { name: 'Search' }).count()).toBe(0);

    const sideMenu = await openSideMenu(page);
    for (const entry of ['Messages', 'Children', 'Billing', 'Permissions']) await sideMenu.getByText(entry, { exact: true }).first().waitFor();
    await page.getByRole('dialog').getByText('Sarah Thompson').waitFor();
    // The progress chip shows only while registration is under way: this family finished all 7 steps.
    expect(await page.getByText(/^Registration \d/).count()).toBe(0);
    await screenshot(page, 'signed-in-guardian-parent');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a parent in the middle of registration lands on its next step, with the progress in the menu', async () => {
    const { context, page, errors } = await newPage(browser);
    await signInWithForm(page, DEMO.newParent);
    await page.waitForURL((url) => url.pathname === '/register/continue');
    await page.getByRole('heading', { level: 1, name: 'Continue registration' }).waitFor();
    await page.getByText('Welcome, James. How can your centre reach you?').waitFor();

    await openSideMenu(page);
    await page.getByText('Registration 28.4%').waitFor();
    await page.getByRole('progressbar', { name: 'Registration progress' }).waitFor();
    await screenshot(page, 'signed-in-guardian-newparent');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a wrong password keeps the visitor on the login page with a message that gives nothing away', async () => {
    const { context, page } = await newPage(browser);
    await signInWithForm(page, DEMO.parent, 'not the password');
    await page.getByRole('alert').waitFor();
    const message = await page.getByRole('alert').innerText();
    expect(message).toMatch(/email or password/i);
    expect(new URL(page.url()).pathname).toBe('/login');
    await signInWithForm(page, 'nobody@demo.test', 'not the password');
    await page.getByRole('alert').filter({ hasText: message }).waitFor();
    await context.close();
  });
});
