import type { Browser, Page } from 'playwright-core';
import { launchBrowser, navigateInApp, newPage, screenshot } from '../support/browser';
import { DEMO, signInThroughApi, signInWithForm } from '../support/session';

/** Pages of each remote, with the heading each draws once its code and styles have run. */
const JOURNEYS: { user: string; remote: string; pages: [path: string, heading: string][] }[] = [
  { user: DEMO.director, remote: 'admin', pages: [['/children', 'Children'], ['/admin/user-roles', 'User roles'], ['/audit', 'Audit log']] },
  { user: DEMO.parent, remote: 'guardian', pages: [['/absence', 'Absences'], ['/my/centers', 'My centres']] },
  { user: DEMO.tablet, remote: 'tablet', pages: [['/tablet/search/child', 'Children'], ['/tablet/search/staff', 'Staff']] },
  { user: DEMO.super, remote: 'super', pages: [['/super/admins', 'Admins']] },
];

/** Every Content-Security-Policy complaint the page reports: violation events and console messages of any level. */
async function recordPolicyComplaints(page: Page): Promise<string[]> {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) complaints.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportViolation', (text: string) => complaints.push(`event: ${text}`));
  // Init scripts run before the page's own and outside its policy, so they see every violation.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return complaints;
}

async function expectRemoteHeading(page: Page, remote: string, heading: string): Promise<void> {
  await page.getByTestId(`remote-${remote}`).getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('the app under its Content-Security-Policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('sends a policy without unsafe-inline or unsafe-eval for scripts, with a nonce for the page', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto('/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).toMatch(/'nonce-[^']+'/);
    expect(scriptSrc).not.toMatch(/unsafe-(inline|eval)/);
    expect(policy).toContain("frame-ancestors 'none'");
    await context.close();
  });

  it('signs the director in with the form and opens the search dialog with no violation', async () => {
    const { context, page, errors } = await newPage(browser);
    const complaints = await recordPolicyComplaints(page);
    await signInWithForm(page, DEMO.director);
    await page.waitForURL((url) => url.pathname === '/attendance/children');
    // A dialog locks the page's scrolling with a style tag of its own, and loads a chunk of the shell.
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'csp-search-dialog');
    expect(complaints).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(JOURNEYS)('opens pages of the $remote app for $user with no violation', async ({ user, remote, pages }) => {
    const { context, page, errors } = await newPage(browser);
    const complaints = await recordPolicyComplaints(page);
    await signInThroughApi(page, user);
    const [[firstPath, firstHeading], ...rest] = pages;
    await page.goto(firstPath);
    await expectRemoteHeading(page, remote, firstHeading);
    for (const [path, heading] of rest) {
      await navigateInApp(page, path);
      await expectRemoteHeading(page, remote, heading);
    }
    // antd's styles applied: its font stack, not the browser's default serif.
    const font = await page.getByTestId(`remote-${remote}`).getByRole('heading', { level: 1 }).evaluate((heading) => getComputedStyle(heading).fontFamily);
    expect(font).toMatch(/-apple-system|Segoe UI|Roboto/);
    await screenshot(page, `csp-${remote}`);
    expect(complaints).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
