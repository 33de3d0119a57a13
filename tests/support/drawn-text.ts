import type { Locator } from 'playwright-core';

/**
 * Runs `read` while every part of `region` is drawn. Bands of a page below its
 * first screen are drawn only as the reader nears them (content-visibility:
 * auto, web/src/components/layout/render-when-near.ts), and innerText leaves
 * out what is not drawn; selecting the region, as a visitor copying the page
 * does, draws all of it.
 */
export async function whileDrawn<T>(region: Locator, read: () => Promise<T>): Promise<T> {
  await region.evaluate(async (element) => {
    getSelection()!.selectAllChildren(element);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  try {
    return await read();
  } finally {
    await region.evaluate(() => getSelection()!.removeAllRanges());
  }
}

/** The text of `region` as it reads on screen, all of it drawn (`whileDrawn`). */
export const drawnText = (region: Locator): Promise<string> => whileDrawn(region, () => region.innerText());
