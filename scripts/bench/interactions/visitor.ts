import type { BrowserContextOptions, Locator, Page } from 'playwright-core';

/**
 * A visitor on a phone, as issue 34 tries the site: 390 px wide, touch input, and the page's record of what it
 * handed the browser, shared by `npm run bench -- interactions` and the browser tests that act in a hurry
 * (tests/e2e/hurried-visitor.test.ts).
 */
export const PHONE_390: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  // Lighthouse's mobile preset draws at 1.75 device pixels per CSS pixel.
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** A desktop browser with a share sheet (Safari, Edge, ChromeOS): a mouse, no touch. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

export interface SharedFile {
  name: string;
  type: string;
  size: number;
}

/** What the page did, on the page's clock (`performance.now()`, as `Event.timeStamp`). */
export interface VisitorRecord {
  /** Every pointerdown the page saw, with the time the input was made (its event's timeStamp). */
  downs: { at: number; pointerType: string }[];
  /** Every call of `navigator.share`, as the share sheet would have received it. */
  shares: { at: number; text?: string; url?: string; files: SharedFile[] }[];
  /** Every `navigator.sendBeacon` (insights events): when the page sent it and what. */
  beacons: { at: number; url: string; body: string }[];
}

/**
 * Runs in every document before the page's own scripts (addInitScript): plays a share sheet that takes files
 * (`navigator.canShare` says yes, `navigator.share` records its argument and resolves, as a sheet the visitor
 * closes does), records every pointerdown and every beacon. Self-contained: Playwright sends its source.
 */
export function recordVisitor(): void {
  const record: VisitorRecord = { downs: [], shares: [], beacons: [] };
  (window as unknown as { visitor: VisitorRecord }).visitor = record;
  addEventListener('pointerdown', (e) => record.downs.push({ at: e.timeStamp, pointerType: e.pointerType }), {
    capture: true,
    passive: true,
  });
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: async (data: ShareData) => {
      const files = Array.from(data.files ?? []).map((f) => ({ name: f.name, type: f.type, size: f.size }));
      record.shares.push({ at: performance.now(), text: data.text, url: data.url, files });
    },
  });
  const send = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, body) => {
    record.beacons.push({ at: performance.now(), url: String(url), body: typeof body === 'string' ? body : '' });
    return send(url, body);
  };
}

export const visitorRecord = (page: Page): Promise<VisitorRecord> =>
  page.evaluate(() => (window as unknown as { visitor: VisitorRecord }).visitor);

/**
 * Where the middle of what `target` shows is on screen, scrolled into view first where it is not, as a visitor's
 * scroll would have. Read at once, not after Playwright's wait for a steady element: a finger does not wait for the
 * page, and an island that takes the element over replaces it under a waiting locator.
 */
async function pointAt(page: Page, target: Locator): Promise<{ x: number; y: number }> {
  const onScreen = (b: { y: number; height: number } | null) => b && b.y >= 0 && b.y + b.height <= page.viewportSize()!.height;
  // A bound, so a target that never shows fails the run instead of holding it (a locator's own wait has none).
  const timeout = 60_000;
  let box = await target.boundingBox({ timeout });
  if (!onScreen(box)) {
    await target.scrollIntoViewIfNeeded({ timeout });
    box = await target.boundingBox({ timeout });
  }
  if (!box) throw new Error(`Nothing to touch: ${target} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A finger on `target`, through the touchscreen (CDP touch events: the page gets pointerdown with pointerType
 * "touch", touchstart, then the click and focus the browser's tap makes).
 */
export async function tap(page: Page, target: Locator): Promise<void> {
  const { x, y } = await pointAt(page, target);
  await page.touchscreen.tap(x, y);
}

/** The same with a mouse: a desktop browser's click. */
export async function click(page: Page, target: Locator): Promise<void> {
  const { x, y } = await pointAt(page, target);
  await page.mouse.click(x, y);
}

/** A visitor who types as soon as the box is in front of them, about ten keys a second. */
export const typeAtOnce = (page: Page, text: string) => page.keyboard.type(text, { delay: 60 });
