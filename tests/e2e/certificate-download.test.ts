import { copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { closeAdmin, resetFirestore } from '../support/emulators';
import { siteUrl } from '../support/browser';
import { useBrowserPages } from '../support/browser-pages';
import { issueCertificate } from '../support/certificates';
import { CERTIFICATE_PICTURE_WIDTH } from '../../functions/src/shared/certificates/certificate-image';
import { BRAND } from '../../functions/src/shared/brand';

const pages = useBrowserPages();
let id: string;

beforeAll(async () => {
  await resetFirestore();
  ({ id } = await issueCertificate({ fullName: 'Zoë Novak', city: 'Parma', issueDateIso: '2025-03-05', userId: null, source: 'gumroad' }));
});
afterAll(closeAdmin);

/** Clicks Download PNG, in the toolbar or in its More menu, and returns the saved file's path. */
async function downloadPng(page: Page): Promise<string> {
  const toolbar = page.getByRole('toolbar', { name: 'Share this certificate' });
  const button = toolbar.getByRole('button', { name: 'Download PNG' });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    (async () => {
      if (await button.isVisible()) return button.click();
      await toolbar.getByRole('button', { name: 'More' }).click();
      await page.getByRole('menuitem', { name: 'Download PNG' }).click();
    })(),
  ]);
  return (await download.path())!;
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const near = (pixel: number[], color: number[]) => pixel.every((v, i) => Math.abs(v - color[i]!) <= 40);

describe('the downloaded certificate picture', () => {
  it.each([
    ['a phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, '390'],
    ['a laptop', { viewport: { width: 1366, height: 900 } }, '1366'],
  ])('is the whole certificate, landscape and the same size, on %s', async (_name, options, width) => {
    const page = await pages.newPage({ ...options, acceptDownloads: true });
    await page.goto(siteUrl(`/founders/c/${id}`));
    await page.getByTestId('certificate').waitFor();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const file = await downloadPng(page);
    copyFileSync(file, join(tmpdir(), `certificate-download-${width}.png`));

    const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    // Drawn at the picture's own width, twice over, whatever the screen: landscape, never a phone-wide strip.
    expect(info.width).toBe(2 * CERTIFICATE_PICTURE_WIDTH);
    expect(info.height).toBeLessThan(info.width);
    expect(info.height).toBeGreaterThan(info.width / 2);
    const at = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3));

    // The navy double border runs down both edges (no blank band, nothing cut on the right) and along top and bottom.
    const navy = rgb(BRAND.lakeNavy);
    for (const y of [0.1, 0.5, 0.9].map((f) => Math.round(info.height * f))) {
      expect({ y, left: near(at(2, y), navy), right: near(at(info.width - 3, y), navy) }).toEqual({ y, left: true, right: true });
    }
    for (const x of [0.1, 0.5, 0.9].map((f) => Math.round(info.width * f))) {
      expect({ x, top: near(at(x, 2), navy), bottom: near(at(x, info.height - 3), navy) }).toEqual({ x, top: true, bottom: true });
    }
    // The heading's ink is centred: as much in the left half as in the right, none of it past the border.
    const cream = rgb(BRAND.cream);
    const inkColumns: number[] = [];
    for (let x = 40; x < info.width - 40; x++) {
      for (let y = Math.round(info.height * 0.12); y < Math.round(info.height * 0.25); y += 2) {
        if (!near(at(x, y), cream) && near(at(x, y), navy)) {
          inkColumns.push(x);
          break;
        }
      }
    }
    const [left, right] = [inkColumns[0]!, inkColumns.at(-1)!];
    expect(Math.abs(left - (info.width - right))).toBeLessThan(info.width * 0.05);
  });
});
