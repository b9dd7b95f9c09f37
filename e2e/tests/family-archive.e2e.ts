// Everything the centre holds about a family, in one ZIP: the director downloads it from a child's
// record, a guardian from their side menu on a phone, and both get the records and the photos.
import AdmZip from 'adm-zip';
import type { Browser, Page } from 'playwright-core';
import { PHONE, launchBrowser, newPage, screenshot } from '../support/browser';
import { DEMO, signInThroughApi } from '../support/session';

/** Clicks the download button and reads the ZIP the browser saved. */
async function downloadArchive(page: Page, button: string): Promise<{ zip: AdmZip; filename: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const saved = await download.path();
  return { zip: new AdmZip(saved), filename: download.suggestedFilename() };
}

/** A WebP file starts with RIFF, its size, then WEBP. */
const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

/** The Thompsons' records and both children's photos, and nothing of another family. */
function expectThompsons(zip: AdmZip): void {
  const names = zip.getEntries().map((entry) => entry.entryName);
  expect(names).toEqual(expect.arrayContaining(['family.json', 'children.csv', 'guardians.csv', 'contacts.csv', 'allergies.csv', 'attendance.csv']));
  const family = JSON.parse(zip.readAsText('family.json'));
  expect(JSON.stringify(family)).toContain('Emma');
  const children = zip.readAsText('children.csv');
  expect(children).toContain('Emma');
  expect(children).toContain('Noah');
  expect(children).not.toContain('Liam');
  const guardians = zip.readAsText('guardians.csv');
  expect(guardians).toContain('parent@demo.test');
  expect(guardians.toLowerCase()).not.toContain('password');
  const photos = names.filter((name) => /^files\/photos\/(Emma|Noah)-Thompson-\d+\.webp$/.test(name));
  expect(photos).toHaveLength(2);
  for (const photo of photos) expect(isWebp(zip.getEntry(photo)!.getData())).toBe(true);
}

describe("a family's archive", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("a director downloads it from a child's record, with the family's records and photos", async () => {
    const { context, page, errors } = await newPage(browser);
    await signInThroughApi(page, DEMO.director);
    await page.goto('/children?search=Emma%20Thompson');
    await page.locator('tbody tr.ant-table-row').filter({ hasText: 'Emma Thompson' }).getByRole('link').first().click();
    await page.waitForURL((url) => /^\/child\/\d+/.test(url.pathname));
    await page.getByRole('tab', { name: 'Family' }).click();
    await page.getByRole('link', { name: 'Withdraw the family or download its archive' }).click();
    await page.waitForURL((url) => /^\/family\/archive\/\d+$/.test(url.pathname));
    await screenshot(page, 'family-archive-director');

    const { zip, filename } = await downloadArchive(page, "Download the family's archive");
    expect(filename).toMatch(/\.zip$/);
    expectThompsons(zip);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a guardian downloads their own from the side menu on a phone', async () => {
    const { context, page, errors } = await newPage(browser, PHONE);
    await signInThroughApi(page, DEMO.parent);
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Side menu' });
    await menu.getByText('Other', { exact: true }).click();
    await menu.getByRole('link', { name: "Family's Archive" }).click();
    // An in-app navigation: wait for what the parent sees, the page's own heading, then check its address.
    await page.getByRole('heading', { name: "Your family's archive" }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/family\/archive\/\d+$/);
    await screenshot(page, 'family-archive-guardian-phone');

    const { zip } = await downloadArchive(page, 'Download the archive');
    expectThompsons(zip);
    expect(errors).toEqual([]);
    await context.close();
  });
});
