import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { PATHS } from '../functions/src/shared/paths';
import { ROOT, urls } from './lib/ports';

/**
 * `npm run docs:screenshots`: retakes the README's two pictures from a running
 * local stack (`npm start` in another terminal, with the same
 * FLOATERS_PORT_OFFSET), so they show the site as it is now, with the demo data.
 */
const OUT = join(ROOT, 'docs', 'images');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The confetti runs for about 4 s after a certificate page is idle; the picture is taken once it has gone.
const SETTLE_MS = 6000;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(SETTLE_MS);
}

async function main() {
  const site = urls().site;
  const up = await fetch(site).then(
    (r) => r.ok,
    () => false,
  );
  if (!up) throw new Error(`Nothing answers at ${site}. Start the site first (npm start, with the same FLOATERS_PORT_OFFSET).`);
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
    await phone.goto(`${site}${PATHS.home}`);
    await settle(phone);
    await phone.screenshot({ path: join(OUT, 'home-phone.png') });

    const laptop = await browser.newPage({ viewport: { width: 1366, height: 1262 } });
    await laptop.goto(`${site}${PATHS.wallOfFame}`);
    // The Wall of Fame's first card links to the first founder's certificate.
    const certificate = await laptop.locator(`a[href^="${PATHS.certificatePages}/"]`).first().getAttribute('href');
    if (!certificate) throw new Error('The Wall of Fame lists no certificate: is the demo data seeded?');
    await laptop.goto(new URL(certificate, site).href);
    await settle(laptop);
    await laptop.screenshot({ path: join(OUT, 'certificate-desktop.png') });
  } finally {
    await browser.close();
  }
  for (const name of ['home-phone.png', 'certificate-desktop.png']) {
    console.log(`docs/images/${name}: ${Math.round(statSync(join(OUT, name)).size / 1024)} KB`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
