import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
import { latestCodeMailedTo, signInWithForm } from '../support/session';

const PASSWORD = 'Maple-syrup-2026';

describe('a parent registers', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('creates an account, confirms the e-mailed code, completes the profile, then signs out and in again', async () => {
    const email = `ana.lopez.${Date.now()}@example.test`;
    const { context, page, errors } = await newPage(browser, PHONE);

    await page.goto('/register');
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Lopez');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText(/at least 8 characters/i).first().waitFor();
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create my account' }).click();

    await page.waitForURL((url) => url.pathname === `/account/confirm-email/${encodeURIComponent(email)}`);
    await page.getByText(`Enter the 6-digit code we emailed to ${email}.`).waitFor();
    await screenshot(page, 'registration-confirm-email');
    const code = await latestCodeMailedTo(email);
    await page.getByLabel('Confirmation code').fill(code);
    await page.getByRole('button', { name: 'Confirm my email' }).click();

    await page.waitForURL((url) => url.pathname === '/register/continue');
    await page.getByText('Welcome, Ana. How can your centre reach you?').waitFor();
    const phone = page.getByLabel('Phone');
    await phone.pressSequentially('6135550123');
    expect(await phone.inputValue()).toBe('(613) 555-0123');
    await page.getByLabel('Address').fill('24 Sussex Drive');
    await page.getByLabel('City').fill('Ottawa');
    await page.getByLabel('Province or state').fill('Ontario');
    await page.getByLabel('Postal code').fill('k1m 1m4');
    expect(await page.getByLabel('Postal code').inputValue()).toBe('K1M 1M4');
    await screenshot(page, 'registration-profile');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByText('Welcome, Ana.').waitFor();

    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    await signInWithForm(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByTestId('remote-guardian').getByText('Welcome, Ana.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
