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
    // The static 404 page shows before its script runs, and the script notes the address.
    const noted = page.waitForEvent('console', { predicate: (m) => m.text().includes('/no-such-deck') });
    // A real 404 status, not a soft 404: search engines drop the address instead of indexing the not-found page.
    const response = await page.goto(siteUrl('/no-such-deck'));
    expect(response?.status()).toBe(404);
    await page.getByText('Oops! Page not found').waitFor();
    expect(await page.getByRole('heading', { name: '404' }).isVisible()).toBe(true);
    await noted;
    await page.locator('main').getByRole('link', { name: /home/i }).click();
    await page.waitForURL(siteUrl('/'));
  });

  it('has no serious accessibility violations on the 404 screen', async () => {
    await page.goto(siteUrl('/no-such-deck'));
    await page.getByText('Oops! Page not found').waitFor();
    const violations = await seriousA11yViolations(page);
    expect(describeViolations(violations)).toBe('');
  });

  it.each(['/admin', '/admin/email'])('serves the admin app shell at %s, with status 200', async (path) => {
    expect((await page.goto(siteUrl(path)))?.status()).toBe(200);
  });

  it.each(['/auth', '/founders/new', '/admin'])(
    'leaves an ad pixel loaded on a public page behind when the visitor moves to %s',
    async (target) => {
      await page.goto(siteUrl('/why'));
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // What loadPixel leaves on a page, plus a marker that only this page load carries.
      await page.evaluate(() => Object.assign(window, { fbq: () => undefined, pageLoadMarker: true }));
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, target);
      await page.waitForFunction(() => !(window as unknown as { pageLoadMarker?: boolean }).pageLoadMarker);
      // A signed-out visitor is then sent on to sign in, as on any load of these pages.
      expect([target, '/auth']).toContain(new URL(page.url()).pathname);
      expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('undefined');
    },
  );
});
