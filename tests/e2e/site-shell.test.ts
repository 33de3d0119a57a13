import type { Browser, Page } from 'playwright-core';
import { describeViolations, launchBrowser, seriousA11yViolations, siteUrl } from '../support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  page = await browser.newPage();
});
afterEach(() => page?.close());

describe('site shell', () => {
  it('serves the home page from the Hosting emulator', async () => {
    await page.goto(siteUrl('/'));
    await expect(page.title()).resolves.toContain('Cleveland Floaters');
  });

  it('shows the 404 screen with a way home and logs the missing path', async () => {
    const warnings: string[] = [];
    page.on('console', (m) => warnings.push(m.text()));
    await page.goto(siteUrl('/no-such-deck'));
    await page.getByText('Oops! Page not found').waitFor();
    expect(await page.getByRole('heading', { name: '404' }).isVisible()).toBe(true);
    expect(warnings.some((w) => w.includes('/no-such-deck'))).toBe(true);
    await page.locator('main').getByRole('link', { name: /home/i }).click();
    await page.waitForURL(siteUrl('/'));
  });

  it('has no serious accessibility violations on the 404 screen', async () => {
    await page.goto(siteUrl('/no-such-deck'));
    await page.getByText('Oops! Page not found').waitFor();
    const violations = await seriousA11yViolations(page);
    expect(describeViolations(violations)).toBe('');
  });
});
