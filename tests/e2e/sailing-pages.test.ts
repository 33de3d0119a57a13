import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, sidewaysOverflow, siteUrl, waitUntilUsable } from '../support/browser';
import { signedInState, type SignedInState } from '../support/browser-sign-in';
import { closeAdmin, resetAuth, resetFirestore } from '../support/emulators';
import { DEMO_LOGINS, seedDemoData } from '../../scripts/seed';
import { sailingCalendarPath, sailingPath, SAILING_PAGES } from '@shared/paths';
import { GUMROAD_STORE_URL } from '@shared/gumroad/checkout-link';

/**
 * The public sailing pages on the demo's sailings (scripts/lib/seed-sailings.ts): the list, the presale page a visitor
 * and the demo member (a founder) see, the public sale's checkout, the calendar file and an unknown sailing.
 */
const PHONE_390: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
/** Where screenshots go when asked for (FLOATERS_SHOTS_DIR), for a person to look at; nothing is judged from them. */
const SHOTS = process.env.FLOATERS_SHOTS_DIR;

const PRESALE = 'jazz-on-the-lake';
const ON_SALE = 'fireworks-cruise';
const member = DEMO_LOGINS[1];

let browser: Browser;
let memberState: SignedInState;

beforeAll(async () => {
  await Promise.all([resetFirestore(), resetAuth()]);
  await seedDemoData();
  browser = await launchBrowser();
  memberState = await signedInState(browser, member, '/');
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([resetFirestore(), resetAuth()]);
  await closeAdmin();
});

async function open(path: string, options: Parameters<Browser['newContext']>[0] = DESKTOP): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  await page.goto(siteUrl(path));
  await waitUntilUsable(page);
  return page;
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

describe('/sailings', () => {
  it('lists the upcoming sailings soonest first and the one that sailed below, each linking to its page', async () => {
    for (const [options, size] of [
      [PHONE_390, '390'],
      [DESKTOP, '1366'],
    ] as const) {
      const page = await open(SAILING_PAGES, options);
      try {
        const cards = page.getByTestId('sailing-card');
        await expect(cards.locator('h3').allTextContents()).resolves.toEqual([
          'Fireworks Cruise',
          'Jazz on the Lake',
          'Season Opener: Comedy Night',
        ]);
        await expect(cards.nth(0).innerText()).resolves.toMatch(/On sale[\s\S]*Cleveland time \(E[SD]T\)[\s\S]*\$55 a seat · 3 seats left/);
        await expect(cards.nth(1).innerText()).resolves.toContain("Founders' presale");
        await expect(cards.nth(2).innerText()).resolves.toContain('Sailed');
        await expect(cards.nth(1).getAttribute('href')).resolves.toBe(sailingPath(PRESALE));
        expect(await sidewaysOverflow(page)).toBe(0);
        await shoot(page, `sailings-${size}`);
      } finally {
        await page.context().close();
      }
    }
  });
});

describe("a sailing in the founders' presale", () => {
  it('shows a visitor when the public sale opens and the way to become a founder, with no buy link even in its HTML', async () => {
    const page = await open(sailingPath(PRESALE), PHONE_390);
    try {
      await expect(
        page.getByText(/The public sale opens \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M Cleveland time/).isVisible(),
      ).resolves.toBe(true);
      await expect(page.getByRole('link', { name: /Become a Founding Floater/ }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('link', { name: 'Founders: sign in to buy' }).isVisible()).resolves.toBe(true);
      const html = await (await fetch(siteUrl(sailingPath(PRESALE)))).text();
      expect(html).not.toContain(`/l/${PRESALE}`);
      expect(await page.content()).not.toContain(`/l/${PRESALE}`);
      expect(await sidewaysOverflow(page)).toBe(0);
      await shoot(page, 'sailing-presale-visitor-390');
    } finally {
      await page.context().close();
    }
  });

  it('gives the demo member, a founder, their presale link once signed in', async () => {
    const page = await open(sailingPath(PRESALE), { ...DESKTOP, storageState: memberState });
    try {
      const buy = page.getByTestId('founder-buy-link');
      await buy.waitFor({ timeout: 30_000 });
      const href = new URL((await buy.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe(`${GUMROAD_STORE_URL}/l/${PRESALE}`);
      expect(href.searchParams.get('founder')).toMatch(/\S{20,}/);
      await expect(page.getByText('up to 4 seats on your membership').isVisible()).resolves.toBe(true);
      await shoot(page, 'sailing-presale-founder-1366');
    } finally {
      await page.context().close();
    }
  });
});

describe('a sailing on public sale', () => {
  it('gives everyone its checkout, and its calendar file as text/calendar', async () => {
    for (const [options, size] of [
      [PHONE_390, '390'],
      [DESKTOP, '1366'],
    ] as const) {
      const page = await open(sailingPath(ON_SALE), options);
      try {
        const buy = page.getByTestId('buy-seats');
        await expect(buy.getAttribute('href')).resolves.toBe(`${GUMROAD_STORE_URL}/l/${ON_SALE}`);
        await expect(page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).resolves.toBe(sailingCalendarPath(ON_SALE));
        const pictures = await page
          .locator('main img[alt]:not([alt=""])')
          .evaluateAll(
            (imgs) => (imgs as HTMLImageElement[]).filter((img) => img.getBoundingClientRect().top + window.scrollY < 2 * 844).length,
          );
        expect(pictures).toBeGreaterThan(0);
        expect(await sidewaysOverflow(page)).toBe(0);
        await shoot(page, `sailing-on-sale-${size}`);
      } finally {
        await page.context().close();
      }
    }
    const ics = await fetch(siteUrl(sailingCalendarPath(ON_SALE)));
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    const body = await ics.text();
    expect(body).toContain('BEGIN:VEVENT');
    expect(body).toContain('Fireworks Cruise');
  });
});

describe('an address under /sailings with no published sailing', () => {
  it.each(['/sailings/no-such-sailing', '/sailings/no-such-sailing/calendar.ics'])(
    '%s answers 404 with the not-found page',
    async (path) => {
      const res = await fetch(siteUrl(path));
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Oops! Page not found');
    },
  );
});
