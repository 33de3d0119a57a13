import type { Page } from 'playwright-core';
import { useBrowserPages } from '../support/browser-pages';
import { describeViolations, PHONE, seriousA11yViolations, siteUrl, waitUntilUsable } from '../support/browser';
import { whileDrawn } from '../support/drawn-text';
import { adminDb, closeAdmin } from '../support/emulators';
import { DOCS } from '../../functions/src/shared/collections';
import type { LaunchDates } from '../../functions/src/shared/launch/launch-phase';
import { SELL_SHEET_PATH } from '../../functions/src/shared/launch/sell-sheet';

const pages = useBrowserPages();
let page: Page;

/** The owner's season dates, as /admin/launch/settings saves them; the server paints every launch page from them at once. */
const setDates = (dates: LaunchDates) => adminDb().doc(DOCS.launchSettings).set(dates);
/** A first sailing still ahead of the server's real clock, so the home page counts down to it. */
const AHEAD: LaunchDates = { first_sailing: '2099-05-15', season_start: '2099-05-15', season_end: '2099-10-31' };

afterAll(async () => {
  await adminDb().doc(DOCS.launchSettings).delete();
  await closeAdmin();
});

// The countdown runs on the visitor's local time: fix the zone so the arithmetic below is exact.
async function openHome(at: Date, options = {}, { pause = true } = {}) {
  page = await pages.newPage({ timezoneId: 'America/New_York', ...options });
  // The server paints the page per request (its words follow the saved dates): asked once first, it is ready in
  // the function before the page's clock starts, so the seconds below are the page's own.
  await page.request.get(siteUrl('/'));
  await page.clock.install({ time: at });
  await page.goto(siteUrl('/'));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await waitUntilUsable(page);
  // From here the page's clock moves only when the test moves it (the first minute tick is still ahead: a page painted
  // per request can take more than the 5 s its clock was given, on a busy machine).
  // axe-core needs running timers, so the accessibility checks leave the clock flowing.
  if (pause) await page.clock.pauseAt(Math.max(at.getTime() + 5_000, (await page.evaluate(() => Date.now())) + 1_000));
}

describe('home page', () => {
  it('counts down days, hours and minutes to the first sailing and refreshes every minute', async () => {
    await setDates(AHEAD);
    // 2 days 14 h 29 min 10 s before the first sailing: a part minute counts as a whole one.
    await openHome(new Date('2099-05-12T09:30:50-04:00'));
    const timer = page.getByRole('timer');
    expect(await timer.getAttribute('aria-label')).toBe('2 days, 14 hours, 30 minutes to the first sailing');
    expect(await timer.innerText()).toMatch(/2\s*days\s*14\s*hours\s*30\s*minutes/i);
    await page.clock.runFor(60_000);
    await page.getByRole('timer', { name: '2 days, 14 hours, 29 minutes to the first sailing' }).waitFor();
    await page.clock.runFor(60_000);
    await page.getByRole('timer', { name: '2 days, 14 hours, 28 minutes to the first sailing' }).waitFor();
  });

  it('switches to the season when the moment passes, and shows the season afterwards', async () => {
    await setDates(AHEAD);
    await openHome(new Date('2099-05-14T23:59:10-04:00'));
    expect(await page.getByRole('timer').getAttribute('aria-label')).toBe('0 days, 0 hours, 1 minute to the first sailing');
    await page.clock.runFor(60_000);
    await page.getByText('We first sailed on May 15, 2099.').waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);

    await adminDb().doc(DOCS.launchSettings).delete();
    await openHome(new Date('2026-11-22T12:00:00-05:00'));
    expect(await page.getByTestId('countdown').getAttribute('data-state')).toBe('launched');
    expect(await page.getByTestId('countdown').innerText()).not.toMatch(/-\d|\b0 days/);
  });

  it('has the spec sections in order, with their links', async () => {
    await openHome(new Date('2026-11-22T12:00:00-05:00'));
    const headings = await whileDrawn(page.locator('main'), () => page.locator('main h2').allInnerTexts());
    const order = ['What Is This?', 'We wrote down what we believe', 'A letter from the Admiral', 'What To Expect', 'The Wall of Fame', 'Get Your Certificate - $5', 'Partner With Us'];
    expect(headings.filter((h) => order.includes(h))).toEqual(order);
    const main = page.locator('main');
    const href = (name: string) => main.getByRole('link', { name, exact: true }).first().getAttribute('href');
    expect(await href("Read The Floaters Brief")).toBe('/why');
    expect(await href("Read the Admiral's Letter")).toBe('/team');
    expect(await href('View the Wall of Fame')).toBe('/foundingfloaters');
    expect(await href('Contact the Crew')).toBe('/team#contact');
    for (const item of ['DJ Under the Skyline', 'Surprise Performances', 'Premium Food & Drink', 'Fan-First Atmosphere', '3+ Hours of Comedy, Chaos & Community']) {
      await main.getByRole('heading', { name: item }).waitFor();
    }
  });

  it('opens the checkout in a new tab from "Be One of the First 100 Floaters"', async () => {
    await openHome(new Date('2026-11-22T12:00:00-05:00'));
    const cta = page.getByRole('link', { name: /^Be One of the First 100 Floaters/ });
    expect(await cta.getAttribute('target')).toBe('_blank');
    const url = new URL((await cta.getAttribute('href'))!);
    expect(url.hostname).toMatch(/gumroad\.com$/);
    expect(url.search).toBe('');
  });

  it("keeps one way to buy in reach on a 390 px phone: a bar past the first screen, away from the page's checkouts, clear of the footer", async () => {
    page = await pages.newPage({ ...PHONE, viewport: { width: 390, height: 844 } });
    await page.addInitScript(() => localStorage.setItem('floaters_aff', 'lakeside_216'));
    await page.goto(siteUrl('/'));
    await waitUntilUsable(page);
    const bar = page.getByTestId('buy-bar');
    const hero = page.getByRole('link', { name: /^Be One of the First 100 Floaters/ });
    // The first screen, with the hero's checkout: no bar.
    expect(await hero.isVisible()).toBe(true);
    expect(await bar.isVisible()).toBe(false);
    // Past the first screen and the hero's checkout, with no other checkout in view: the bar, carrying the affiliate code.
    const past = await hero.evaluate((a) => Math.max(window.innerHeight, a.getBoundingClientRect().bottom + window.scrollY) + 1);
    await page.evaluate((y) => window.scrollTo(0, y), past);
    await bar.waitFor();
    const href = new URL((await bar.getByRole('link', { name: /^Join for \$5/ }).getAttribute('href'))!);
    expect(href.searchParams.get('aff')).toBe('lakeside_216');
    expect(href.searchParams.get('utm_medium')).toBe('affiliate');
    // Beside the certificate section's checkout it goes away: one way to buy in view, never two.
    await page.locator('main').getByRole('link', { name: /^Join for \$5/ }).scrollIntoViewIfNeeded();
    await bar.waitFor({ state: 'hidden' });
    // At the page's end it is back, and the footer's last link sits above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await bar.waitFor();
    const barTop = (await bar.boundingBox())!.y;
    const lastLink = (await page.locator('footer a').last().boundingBox())!;
    expect(lastLink.y + lastLink.height).toBeLessThanOrEqual(barTop);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
  });

  it('puts the way to buy at the end of the header on a 1366 px desktop, counted and with the affiliate code', async () => {
    page = await pages.newPage({ viewport: { width: 1366, height: 900 } });
    await page.addInitScript(() => localStorage.setItem('floaters_aff', 'lakeside_216'));
    await page.context().route(/^https:\/\/clevelandfloaters\.gumroad\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: 'Gumroad' }));
    await page.goto(siteUrl('/why'));
    await waitUntilUsable(page);
    const header = page.locator('header');
    const buy = header.getByRole('link', { name: /^Join for \$5/ });
    for (const name of ['Home', 'The Brief', 'Event Planners', "We're Hiring", 'Team']) await header.getByRole('link', { name, exact: true }).waitFor();
    expect(await buy.getAttribute('target')).toBe('_blank');
    expect(new URL((await buy.getAttribute('href'))!).searchParams.get('aff')).toBe('lakeside_216');
    expect(await header.evaluate((h) => h.firstElementChild!.scrollWidth <= h.firstElementChild!.clientWidth)).toBe(true);
    expect(await page.getByTestId('buy-bar').isVisible()).toBe(false);
    // A click is counted as the page's other checkout links count theirs.
    const counted = page.waitForRequest((r) => r.url().endsWith('/api/collect') && /checkout_clicked/.test(r.postData() ?? ''));
    const checkout = page.waitForEvent('popup');
    await buy.click();
    await Promise.all([counted, checkout]);
  });

  it.each([
    ['phone', PHONE],
    ['desktop', { viewport: { width: 1280, height: 800 } }],
  ])('has no serious accessibility violations (%s)', async (_name, options) => {
    await openHome(new Date('2026-05-01T12:00:00-04:00'), options, { pause: false });
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
  });
});

/** What a page says, as the server painted it: its text, without scripts, styles or tags. */
async function paintedText(route: string): Promise<string> {
  const res = await page.request.get(siteUrl(route));
  expect(res.status()).toBe(200);
  return (await res.text())
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    // What is painted hidden is not said: the countdown carries the season's words for the moment it runs out.
    .replace(/<(\w+)\b[^>]*\shidden=""[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

/** Every public page that speaks of the launch, or once did. */
const LAUNCH_PAGES = ['/', '/become-a-floater', '/team', '/newsletter', '/booking-now', '/why', '/join', '/thank-you'];
/** Words only true before the first sailing, and words only true after it: a page of one phase holds none of the other's. */
const BEFORE_ONLY = ['Launching ', 'Get launch news', 'make the launch', 'launch content', 'before the first sailing', 'Launch news and sailing dates', 'Email me launch news'];
const AFTER_ONLY = ['We first sailed', 'on the water through', 'wintering', 'Get sailing news', 'in the books', 'sailing now', 'every sailing impossible', 'Email me sailing news'];

describe('one launch story', () => {
  it.each<[string, LaunchDates, Record<string, string[]>]>([
    [
      'before the first sailing',
      AHEAD,
      {
        '/': ['Launching May 15, 2099', 'Get launch news', 'Email me launch news'],
        '/become-a-floater': ['make the launch impossible to ignore'],
        '/team': ['Introductions soon.', 'Interviews underway'],
        '/newsletter': ['Launch news and sailing dates', 'Get launch news'],
        '/booking-now': [
          'The season runs May 15 to October 31, 2099, starting with the first sailing on May 15, 2099.',
          'The 2099 Event Planner Sell Sheet',
          'May–Oct 2099 season',
        ],
      },
    ],
    [
      'in season',
      { first_sailing: '2026-05-15', season_start: '2026-05-15', season_end: '2099-10-31' },
      {
        '/': ['We first sailed on May 15, 2026.', 'officially on the water through October 31.', 'Get sailing news', 'Email me sailing news'],
        '/become-a-floater': ['make every sailing impossible to ignore'],
        '/team': ['The nights are running'],
        '/newsletter': ['Sailing dates and last-minute spots'],
        '/booking-now': ['sailing now, through October 31, 2099', 'The 2026 Event Planner Sell Sheet'],
      },
    ],
    [
      'between seasons, next season set',
      { first_sailing: '2026-05-15', season_start: '2099-05-14', season_end: '2099-10-30' },
      {
        '/': ['Back on the water May 14, 2099.', 'wintering in the harbor', 'Get sailing news'],
        '/team': ['signing next season', 'Interviews underway'],
        '/booking-now': ['Next season runs May 14 to October 30, 2099', 'The 2099 Event Planner Sell Sheet'],
      },
    ],
  ])('%s: every page speaks from the saved dates, and none from another phase', async (phase, dates, says) => {
    await setDates(dates);
    page = await pages.newPage();
    const before = phase === 'before the first sailing';
    for (const route of LAUNCH_PAGES) {
      const text = await paintedText(route);
      for (const words of says[route] ?? []) expect(`${route}: ${text}`).toContain(words);
      for (const words of before ? AFTER_ONLY : BEFORE_ONLY) expect(`${route}: ${text}`).not.toContain(words);
    }
    // The sheet the page offers names the season its cover does.
    const sheet = await page.request.get(siteUrl(SELL_SHEET_PATH));
    const year = phase === 'in season' ? 2026 : 2099;
    expect(sheet.headers()['content-disposition']).toContain(`Cleveland-Floaters-${year}-Event-Planner-Sell-Sheet.pdf`);
    expect((await sheet.body()).toString('latin1')).toContain(`Cleveland Floaters: ${year} Event Planner Sell Sheet`);
    // The islands start on the painted words and keep them: the sign-up form hydrates with the same label.
    await page.goto(siteUrl('/newsletter'));
    await waitUntilUsable(page);
    await page.getByRole('button', { name: before ? 'Get launch news' : 'Get sailing news' }).focus();
    await page.getByRole('button', { name: before ? 'Get launch news' : 'Get sailing news' }).waitFor();
  });
});
