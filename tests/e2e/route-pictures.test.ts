import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, siteUrl, waitUntilUsable } from '../support/browser';
import { signedInState, type SignedInState } from '../support/browser-sign-in';
import { resetWithCrew } from '../support/admin-records';
import { adminDb, closeAdmin } from '../support/emulators';
import { PUBLIC_ROUTES } from '@shared/paths';
import { CREW_BIO_MAX } from '@shared/crew/crew';

/**
 * Every public page shows a picture within its first two screens on a phone (the "proof": no page of words
 * only), and the owner names the founder and crew on /admin/crew for /team to show, their words as text.
 */
const PHONE_390: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
const TWO_SCREENS = 2 * 844;

/** Where screenshots go when asked for (FLOATERS_SHOTS_DIR), for a person to look at; nothing is judged from them. */
const SHOTS = process.env.FLOATERS_SHOTS_DIR;

let browser: Browser;
let adminState: SignedInState;

beforeAll(async () => {
  const { admin } = await resetWithCrew();
  browser = await launchBrowser();
  adminState = await signedInState(browser, admin, '/admin');
});
afterAll(async () => {
  await browser?.close();
  await closeAdmin();
});

async function open(path: string, options: BrowserContextOptions, state?: SignedInState): Promise<Page> {
  const context = await browser.newContext({ ...options, storageState: state });
  const page = await context.newPage();
  await page.goto(siteUrl(path));
  await page.locator('main h1').first().waitFor();
  await waitUntilUsable(page);
  return page;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  // Sections below the fold skip their painting until scrolled to (content-visibility): paint them all for the picture.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** The pictures in `main` with alt text whose top is within the first two screens, once each has loaded. */
async function picturesInTwoScreens(page: Page): Promise<{ alt: string; top: number; width: number }[]> {
  const near = page.locator('main img[alt]:not([alt=""])');
  await page.waitForFunction(
    (limit) =>
      Array.from(document.querySelectorAll<HTMLImageElement>('main img[alt]:not([alt=""])'))
        .filter((img) => img.getBoundingClientRect().top + window.scrollY < limit)
        .some((img) => img.complete && img.naturalWidth > 0),
    TWO_SCREENS,
  );
  return near.evaluateAll(
    (imgs, limit) =>
      (imgs as HTMLImageElement[])
        .map((img) => ({ alt: img.alt, top: img.getBoundingClientRect().top + window.scrollY, width: img.naturalWidth }))
        .filter((p) => p.top < limit && p.width > 0),
    TWO_SCREENS,
  );
}

// Every page a visitor reads; /auth and /founders/new are the sign-in form, and a certificate page is its certificate.
const ROUTES = [
  PUBLIC_ROUTES.home,
  PUBLIC_ROUTES.why,
  PUBLIC_ROUTES.booking,
  PUBLIC_ROUTES.careers,
  PUBLIC_ROUTES.team,
  PUBLIC_ROUTES.join,
  PUBLIC_ROUTES.newsletter,
  PUBLIC_ROUTES.thankYou,
  PUBLIC_ROUTES.quiz,
  '/quiz/result/comeback-kid',
  PUBLIC_ROUTES.affiliate,
  PUBLIC_ROUTES.affiliateGuide,
  PUBLIC_ROUTES.wallOfFame,
  PUBLIC_ROUTES.faq,
  // With no sailing saved it shows its hero; a sailing's own page is judged in sailing-pages.test.ts, on the demo's.
  PUBLIC_ROUTES.sailings,
];

describe('every public page at 390 px', () => {
  it.each(ROUTES)('%s shows a loaded picture with alt text within its first two screens', async (path) => {
    const page = await open(path, PHONE_390);
    try {
      const pictures = await picturesInTwoScreens(page);
      expect(pictures.length).toBeGreaterThan(0);
      expect(pictures[0]!.alt.trim().length).toBeGreaterThan(10);
      if (path === PUBLIC_ROUTES.newsletter) await shoot(page, 'newsletter-390');
    } finally {
      await page.context().close();
    }
  });
});

describe('the founder and crew on /team', () => {
  const HOSTILE = '<img src=x onerror="window.hacked=1">Dana "Admiral" Reyes';

  it('shows the Admiral and three Coming Soon cards until the owner names anyone', async () => {
    for (const [options, size] of [
      [PHONE_390, '390'],
      [DESKTOP, '1366'],
    ] as const) {
      const page = await open(PUBLIC_ROUTES.team, options);
      try {
        const main = page.locator('main');
        await main.getByText('The Admiral', { exact: true }).waitFor();
        expect(await main.getByText('Coming Soon').count()).toBe(3);
        await shoot(page, `team-default-${size}`);
      } finally {
        await page.context().close();
      }
    }
  });

  it('the owner names the founder and a crew member on /admin/crew, and /team shows them as text, escaped in its tags too', async () => {
    const page = await open('/admin/crew', DESKTOP, adminState);
    try {
      const card = (name: string) => page.getByRole('region', { name, exact: true });
      await card('The founder').getByRole('textbox', { name: 'Name' }).fill(HOSTILE);
      await card('The founder').getByRole('textbox', { name: 'Role' }).fill('Founder & Admiral');
      await card('The founder').getByRole('textbox', { name: 'Bio' }).fill('Grew up ten minutes from the lake.');
      await card('Crew card 1').getByRole('textbox', { name: 'Name' }).fill('Sam Okafor');
      await card('Crew card 1').getByRole('textbox', { name: 'Role' }).fill('Deck Boss');
      await card('Crew card 1').getByRole('textbox', { name: 'Bio' }).fill('Ties a bowline in the dark. </p><script>window.hacked=2</script>');
      // The field stops at the limit the rules keep, rather than refusing the save.
      const bio2 = card('Crew card 2').getByRole('textbox', { name: 'Bio' });
      await bio2.fill('x'.repeat(CREW_BIO_MAX + 1));
      expect((await bio2.inputValue()).length).toBe(CREW_BIO_MAX);
      await bio2.fill('');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await page.getByText('Settings updated successfully').waitFor();
    } finally {
      await page.context().close();
    }
    expect((await adminDb().doc('crew_settings/default').get()).get('founder')).toEqual({
      name: HOSTILE,
      role: 'Founder & Admiral',
      bio: 'Grew up ten minutes from the lake.',
    });

    for (const [options, size] of [
      [PHONE_390, '390'],
      [DESKTOP, '1366'],
    ] as const) {
      const team = await open(PUBLIC_ROUTES.team, options);
      try {
        const main = team.locator('main');
        await main.getByText(HOSTILE, { exact: true }).waitFor();
        await main.getByText('Founder & Admiral', { exact: true }).waitFor();
        await main.getByRole('heading', { level: 3, name: 'Sam Okafor' }).waitFor();
        await main.getByText('Deck Boss', { exact: true }).waitFor();
        await main.getByText('Ties a bowline in the dark. </p><script>window.hacked=2</script>').waitFor();
        // The two cards the owner left unnamed keep their Coming Soon; the named ones show their portrait.
        expect(await main.getByText('Coming Soon').count()).toBe(2);
        expect(await main.locator('img[alt*="portrait"]').count()).toBe(2);
        expect(await team.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
        const description = await team.locator('head meta[name="description"]').last().getAttribute('content');
        expect(description).toContain(`the words of ${HOSTILE}, our founder`);
        await shoot(team, `team-filled-${size}`);
      } finally {
        await team.context().close();
      }
    }
    // The server's HTML holds the words as text: no element of the owner's making reaches the page.
    const html = await (await fetch(siteUrl(PUBLIC_ROUTES.team))).text();
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>window.hacked');
  });
});
