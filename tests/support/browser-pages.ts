import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from './browser';

/**
 * One Chromium per test file; `newPage()` opens a page in a fresh context
 * (own storage, own clock) and every context is closed after each test.
 */
export function useBrowserPages(): { newPage: (options?: BrowserContextOptions) => Promise<Page> } {
  let browser: Browser;
  const open: Page[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((p) => p.context().close()));
  });
  afterAll(() => browser?.close());
  return {
    async newPage(options = {}) {
      const page = await (await browser.newContext(options)).newPage();
      open.push(page);
      return page;
    },
  };
}
