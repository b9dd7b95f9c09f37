import type { Browser, Page } from 'playwright-core';
import { expectAccessible } from '../support/accessibility';
import { DESKTOP, PHONE, artifactPath, expectMainHeading, launchBrowser, mainHeading, newPage } from '../support/browser';

interface PublicPageCase {
  path: string;
  heading: string;
  /** Text a reader finds on the page, proving it holds real content. */
  content: string[];
}

const PAGES: PublicPageCase[] = [
  { path: '/', heading: 'Childcare, connected', content: ['For parents', 'For directors', 'Getting started as a family', 'Private by design'] },
  { path: '/home', heading: 'Childcare, connected', content: ['For parents', 'For directors'] },
  { path: '/welcome/parents', heading: "Stay close to your child's day", content: ['The daily report', 'Pay invoices', 'Ready to join your centre?'] },
  { path: '/welcome/directors', heading: 'Run your centre from one desk', content: ['Attendance and ratios', 'Room tablets', 'Bring your centre on board'] },
  { path: '/contact', heading: 'Contact us', content: ['Write to us', 'Office hours', 'hello@daycare.example'] },
  { path: '/support', heading: 'How can we help?', content: ['Help topics', 'Frequently asked questions', 'I forgot my password.'] },
  { path: '/privacy-policy', heading: 'Privacy policy', content: ['What we collect about children', 'Who sees it', 'On your device', 'Your rights'] },
  { path: '/policies/storage', heading: 'Storage policy', content: ['What the app keeps in your browser', 'impersonationBackup', 'autoReload', 'appVersion'] },
];

function slug(path: string): string {
  return path === '/' ? 'root' : path.slice(1).replace(/\//g, '-');
}

async function expectText(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: false }).first().waitFor();
}

describe('public pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(PAGES)('$path shows "$heading" and its content, without console errors', async ({ path, heading, content }) => {
    const { context, page, errors } = await newPage(browser);
    await page.goto(path);
    await expectMainHeading(page, heading);
    for (const text of content) await expectText(page, text);
    await page.screenshot({ path: artifactPath(`${slug(path)}-light`), fullPage: true });
    await expectAccessible(page, `${path} in the light theme`);
    await page.getByRole('button', { name: /dark theme/i }).click();
    // Away from the toggle, and past the tooltip's open delay, so its tooltip is not in the picture.
    await page.mouse.move(0, DESKTOP.height - 1);
    await page.waitForTimeout(300);
    await page.getByRole('tooltip').waitFor({ state: 'hidden' });
    await page.screenshot({ path: artifactPath(`${slug(path)}-dark`), fullPage: true });
    await expectAccessible(page, `${path} in the dark theme`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(PAGES)('$path fits a phone screen', async ({ path, heading }) => {
    const { context, page, errors } = await newPage(browser, PHONE);
    await page.goto(path);
    await expectMainHeading(page, heading);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: artifactPath(`${slug(path)}-phone`), fullPage: true });
    await expectAccessible(page, `${path} on a phone`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the anonymous header', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const LINKS: [string, string, string][] = [
    ['Parents', '/welcome/parents', "Stay close to your child's day"],
    ['Directors', '/welcome/directors', 'Run your centre from one desk'],
    ['Contact', '/contact', 'Contact us'],
    ['Login', '/login', 'Login'],
    ['Register Now', '/register', 'Register'],
  ];

  it('offers Parents, Directors, Contact, Login and Register Now', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const [label] of LINKS) await header.getByRole('link', { name: label, exact: true }).waitFor();
    await context.close();
  });

  it.each(LINKS)('%s goes to %s', async (label, path, heading) => {
    const { context, page, errors } = await newPage(browser);
    await page.goto('/support');
    await mainHeading(page);
    await page.getByRole('banner').getByRole('link', { name: label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    await expectMainHeading(page, heading);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the contact form', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('asks for what is missing before anything is handed over', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Open in my email app' }).click();
    for (const text of ['Please enter your name', 'Please enter a valid email address', 'Please write your message']) await expectText(page, text);
    // The field errors must reach a screen reader too.
    await expectAccessible(page, 'the contact form with its errors');
    await page.getByLabel('Your email').fill('not an address');
    await expectText(page, 'Please enter a valid email address');
    await context.close();
  });

  it('hands the message to the email app, addressed to us, and says nothing was sent yet', async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Ada Parent');
    await page.getByLabel('Your email').fill('ada@example.com');
    await page.getByLabel('Message').fill('Is there a place for a toddler in March?');
    await page.getByRole('button', { name: 'Open in my email app' }).click();
    await expectText(page, 'Nothing has been sent yet');
    const href = await page.getByRole('link', { name: 'try again' }).getAttribute('href');
    const mailto = new URL(href as string);
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe('hello@daycare.example');
    expect(mailto.searchParams.get('subject')).toBe('I am a parent: message from Ada Parent');
    expect(mailto.searchParams.get('body')).toContain('Is there a place for a toddler in March?');
    expect(page.url()).toMatch(/\/contact$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the support page', () => {
  it('opens an answer when a question is chosen', async () => {
    const browser = await launchBrowser();
    const { page } = await newPage(browser);
    await page.goto('/support');
    const answer = page.getByText('On the Login page choose "Forgot password"');
    expect(await answer.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'I forgot my password.' }).click();
    await answer.waitFor();
    await browser.close();
  });
});
