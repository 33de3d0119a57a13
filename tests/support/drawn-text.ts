import type { Locator } from 'playwright-core';

/** Whether the browser has drawn all of `region`: the content of a band it skips (content-visibility: auto) is not drawn. */
const allDrawn = (region: Element) =>
  [region, ...Array.from(region.querySelectorAll('*'))]
    .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
    .every((band) => !band.firstElementChild || band.firstElementChild.checkVisibility({ contentVisibilityAuto: true }));

/**
 * Runs `read` while every part of `region` is drawn. Bands of a page below its
 * first screen are drawn only as the reader nears them (content-visibility:
 * auto, web/src/components/layout/render-when-near.ts), and innerText leaves
 * out what is not drawn; selecting the region, as a visitor copying the page
 * does, draws all of it by the browser's next frame. Waited for from here, not
 * with the page's timers, which a test may have paused (page.clock).
 */
export async function whileDrawn<T>(region: Locator, read: () => Promise<T>): Promise<T> {
  await region.evaluate((element) => getSelection()!.selectAllChildren(element));
  for (let tries = 0; tries < 100 && !(await region.evaluate(allDrawn)); tries++) await region.page().waitForTimeout(20);
  try {
    return await read();
  } finally {
    await region.evaluate(() => getSelection()!.removeAllRanges());
  }
}

/** The text of `region` as it reads on screen, all of it drawn (`whileDrawn`). */
export const drawnText = (region: Locator): Promise<string> => whileDrawn(region, () => region.innerText());
