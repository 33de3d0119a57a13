import type { Page } from 'playwright-core';

/**
 * Headless Chromium here now and then stops drawing a page for good: the compositor never again asks for a frame, so
 * requestAnimationFrame never fires and screenshots time out, though scripts still run. Rare (scroll walks on a busy
 * host), and nothing nudges it (bringToFront, resize, wheel).
 */
export const STOPPED_DRAWING = 'the browser stopped drawing the page';

/** How long a browser test lets a page go without a frame before calling it stopped. */
export const FRAME_PATIENCE_MS = 5000;

/**
 * Runs `step` on a page from `openPage`, and again on a new one each time the
 * browser stops drawing (a step says so by throwing an error whose message
 * holds STOPPED_DRAWING, as its frame wait in the page does after
 * FRAME_PATIENCE_MS). Any other failure fails at once, and so does a third
 * stop in a row.
 */
export async function onNewPageIfDrawingStops<T>(openPage: () => Promise<Page>, step: (page: Page) => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step(await openPage());
    } catch (err) {
      if (attempt >= tries || !String(err).includes(STOPPED_DRAWING)) throw err;
    }
  }
}
