import type { Locator } from 'playwright-core';

/** Whether the browser has drawn all of `region`: the content of a band it skips (content-visibility: auto) is not drawn. */
const allDrawn = (region: Element) =>
  [region, ...Array.from(region.querySelectorAll('*'))]
    .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
    .every((band) => !band.firstElementChild || band.firstElementChild.checkVisibility({ contentVisibilityAuto: true }));

/**
 * Runs `read` while all of `region` is drawn: bands below the first screen are drawn only near the viewport
 * (web/src/components/layout/render-when-near.ts) and innerText skips undrawn text; selecting the region draws it.
 * Polled from here, as a test may have paused the page's timers (page.clock).
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
