import type { Page } from 'playwright-core';
import { useBrowserPages } from '../support/browser-pages';
import { describeViolations, PHONE, seriousA11yViolations, siteUrl, waitUntilUsable } from '../support/browser';

const CHECKOUT = /^https:\/\/clevelandfloaters\.gumroad\.com\//;
const STATUS = [
  'Scanning your answers…',
  'Measuring pierogi intake…',
  'Cross-checking your sports heartbreak tolerance…',
  'Calculating your Cleveland Score…',
  'Done. Your result is ready.',
];

// One answer per question, each a distinctive piece of the option's text.
const RUNS = {
  'lifelong-floater': ['old Browns highlights', 'Stadium Mustard', 'Eh, builds character', 'Every single spring', 'West Side Market', 'Bone Thugs'],
  'comeback-kid': ['Indoors', 'Ketchup', 'Pack it up', '0 (liar)', 'West Side Market', 'Jimmy Buffett'],
  newblood: ['Somewhere on the water', 'food truck', 'Grab the scraper', 'Once, in 2016', 'Edgewater sunset', 'Something trending'],
  pretender: ['Brunch', 'Ketchup', 'Cancel everything', 'The Drive', 'West Side Market', 'Whatever the DJ'],
} as const;
const TITLES = { 'lifelong-floater': 'The Lifelong Floater', 'comeback-kid': 'The Comeback Kid', newblood: 'The Newblood', pretender: 'The Rising Floater' };

const pages = useBrowserPages();
let page: Page;
let pixelEvents: unknown[][];

/** A page with the quiz clock under test control and, when asked, a stand-in ad pixel that records its events. */
async function open(path: string, { pixel = false, options = {} } = {}) {
  page = await pages.newPage(options);
  pixelEvents = [];
  if (pixel) {
    // Events reach the test through a binding, so they survive the redirect to the checkout.
    await page.exposeFunction('recordPixelEvent', (args: unknown[]) => pixelEvents.push(args));
    await page.addInitScript(() => {
      const w = window as unknown as { fbq: (...a: unknown[]) => void; recordPixelEvent: (a: unknown[]) => void };
      w.fbq = (...args: unknown[]) => w.recordPixelEvent(args);
    });
  }
  // Gumroad is outside the closed test network: answer for it so the redirect can be observed.
  await page.route(CHECKOUT, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Gumroad</title><h1>Checkout</h1>' }));
  await page.clock.install({ time: new Date('2026-11-22T12:00:00Z') });
  await page.goto(siteUrl(path));
  // Prerendered pages show their buttons before the app has taken them over: wait until they work.
  await waitUntilUsable(page);
}

/** Waits for the pixel event named `name` and returns its parameters. */
async function pixelEvent(name: string): Promise<unknown> {
  const deadline = Date.now() + 5_000;
  let event = pixelEvents.find((e) => e[1] === name);
  while (!event && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    event = pixelEvents.find((e) => e[1] === name);
  }
  if (!event) throw new Error(`no ${name} pixel event; got ${JSON.stringify(pixelEvents)}`);
  expect(event[0]).toBe('track');
  return event[2];
}

async function answerAll(picks: readonly string[]) {
  for (const [i, pick] of picks.entries()) {
    await page.getByText(`Question ${i + 1} of 6`).waitFor();
    await page.getByRole('button', { name: pick }).click();
  }
}

describe('quiz', () => {
  it('runs start, six questions with progress, the timed calculating screen, then the result', async () => {
    await open('/quiz', { pixel: true });
    await page.getByRole('heading', { name: 'How Cleveland Are You, Really?' }).waitFor();
    expect(await page.getByText('45 seconds').count()).toBe(1);
    expect(pixelEvents).toEqual([]);
    await page.getByRole('button', { name: 'Start the Quiz' }).click();
    expect(await pixelEvent('ViewContent')).toEqual({ content_name: 'Cleveland Quiz', content_category: 'Quiz' });

    // From here the page's clock moves only when the test moves it.
    await page.clock.pauseAt(new Date('2026-11-22T13:00:00Z'));
    const bar = page.getByRole('progressbar', { name: /Question/ });
    for (const [i, pick] of RUNS.newblood.entries()) {
      await page.getByText(`Question ${i + 1} of 6`).waitFor();
      expect(await bar.getAttribute('aria-valuenow')).toBe(String(Math.round((i / 6) * 100)));
      expect(await page.locator('main li button').count()).toBe(4);
      await page.getByRole('button', { name: pick }).click();
    }

    const status = page.getByRole('status').filter({ hasText: /…|ready/ });
    await status.filter({ hasText: STATUS[0] }).waitFor();
    for (const line of STATUS.slice(1)) {
      await page.clock.runFor(800);
      await status.filter({ hasText: line }).waitFor();
    }
    // Lines at 0, 800, 1600, 2400 and 3200 ms; the result comes at 4000 ms, not before.
    await page.clock.runFor(799);
    expect(new URL(page.url()).pathname).toBe('/quiz');
    await page.clock.runFor(1);
    await page.waitForURL(siteUrl('/quiz/result/newblood'));
    await page.getByRole('heading', { name: 'The Newblood' }).waitFor();
    // The quiz's own taker is greeted as such; the same address opened from a share greets a friend (below).
    expect(await page.locator('main').textContent()).toContain('Your result');
    await page.getByRole('link', { name: 'Take the quiz again' }).waitFor();
    expect(await pixelEvent('Lead')).toEqual({ content_name: 'Cleveland Quiz', content_category: 'newblood' });
  });

  it.each(Object.entries(RUNS))('scores a run of answers as %s', async (type, picks) => {
    await open('/quiz');
    await page.getByRole('button', { name: 'Start the Quiz' }).click();
    await answerAll(picks);
    await page.getByRole('status').filter({ hasText: STATUS[0] }).waitFor();
    await page.clock.runFor(4000);
    await page.waitForURL(siteUrl(`/quiz/result/${type}`));
    await page.getByRole('heading', { level: 1, name: TITLES[type as keyof typeof TITLES] }).waitFor();
  });

  it('works from the keyboard alone', async () => {
    await open('/quiz');
    // The start button has focus on arrival (and its Enter is held until the app has started); every question then
    // takes focus, and Tab reaches its first answer.
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Start the Quiz'));
    await page.keyboard.press('Enter');
    for (let i = 1; i <= 6; i++) {
      await page.getByText(`Question ${i} of 6`).waitFor();
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
    }
    await page.getByRole('status').filter({ hasText: STATUS[0] }).waitFor();
    await page.clock.runFor(4000);
    // First answers: Somewhere on the water, Stadium Mustard, Eh builds character, 0 (liar), Edgewater sunset, Bone Thugs.
    await page.waitForURL(siteUrl('/quiz/result/lifelong-floater'));
  });

  it('keeps ?aff= and sends Join the Crew to the checkout with the four affiliate parameters', async () => {
    await open('/quiz?aff=LakeSide_216', { pixel: true });
    // The code is stored on arrival, before the app starts.
    await page.waitForFunction(() => localStorage.getItem('floaters_aff') === 'LakeSide_216');

    await page.goto(siteUrl('/quiz/result/comeback-kid'));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'The Comeback Kid' }).waitFor();
    await page.getByRole('button', { name: 'Join the Crew' }).click();
    await page.waitForURL(CHECKOUT);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      aff: 'LakeSide_216',
      utm_source: 'LakeSide_216',
      utm_medium: 'affiliate',
      utm_campaign: 'floaters_founders',
    });
  });

  it('fires InitiateCheckout with $5 and "direct" when no code is stored, and leaves the checkout URL bare', async () => {
    await open('/quiz/result/newblood', { pixel: true });
    await page.getByRole('heading', { name: 'The Newblood' }).waitFor();
    await page.getByRole('button', { name: 'Join the Crew' }).click();
    await page.waitForURL(CHECKOUT);
    expect(new URL(page.url()).search).toBe('');
    expect(await pixelEvent('InitiateCheckout')).toEqual({ value: 5, currency: 'USD', affiliate: 'direct' });
  });

  it('fires InitiateCheckout with the stored affiliate code', async () => {
    await open('/quiz?aff=ErieLove', { pixel: true });
    // The code is stored on arrival, before the app starts.
    await page.waitForFunction(() => localStorage.getItem('floaters_aff') === 'ErieLove');
    await page.goto(siteUrl('/quiz/result/pretender'));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'The Rising Floater' }).waitFor();
    await page.getByRole('button', { name: 'Join the Crew' }).click();
    await page.waitForURL(CHECKOUT);
    expect(await pixelEvent('InitiateCheckout')).toEqual({ value: 5, currency: 'USD', affiliate: 'ErieLove' });
  });

  it('carries the stored code on every other checkout link too', async () => {
    await open('/quiz?aff=dawgpound');
    await page.waitForFunction(() => localStorage.getItem('floaters_aff') === 'dawgpound');
    await page.goto(siteUrl('/'));
    const cta = page.getByRole('link', { name: /^Be One of the First 100 Floaters/ });
    // The prerendered link is bare; the stored code joins it once the page is hydrated.
    await page.locator('a[href*="aff=dawgpound"]').first().waitFor();
    const params = new URL((await cta.getAttribute('href'))!).searchParams;
    expect([params.get('aff'), params.get('utm_source'), params.get('utm_medium'), params.get('utm_campaign')]).toEqual([
      'dawgpound',
      'dawgpound',
      'affiliate',
      'floaters_founders',
    ]);
  });

  it('ignores a malformed ?aff= value', async () => {
    await open('/quiz?aff=%3Cscript%3E');
    await page.getByRole('button', { name: 'Start the Quiz' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('floaters_aff'))).toBeNull();
  });
});

it('sends no pixel events and still works when the pixel is absent', async () => {
  await open('/quiz/result/newblood');
  await page.getByRole('heading', { name: 'The Newblood' }).waitFor();
  expect(await page.evaluate(() => typeof (window as unknown as { fbq?: unknown }).fbq)).toBe('undefined');
  await page.getByRole('button', { name: 'Join the Crew' }).click();
  await page.waitForURL(CHECKOUT);
});

describe('quiz result page', () => {
  it('shows every part of the result and share links for X and Facebook with the result URL', async () => {
    await open('/quiz/result/lifelong-floater');
    await page.getByRole('heading', { level: 1, name: 'The Lifelong Floater' }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('Born in the 216. Will die in the 216. Will float in between.');
    // A shared link is a friend's result: it says so, and invites them to take the quiz themselves.
    expect(await page.locator('main').textContent()).toContain('Your friend’s result');
    expect(await page.locator('main').textContent()).not.toContain('Your result');
    await page.getByRole('link', { name: 'Take the quiz yourself' }).waitFor();
    expect(text).toContain('Claim your spot as a Founding Floater');
    expect(text).toContain('⚓');

    const x = new URL((await page.getByRole('link', { name: 'Share on X' }).getAttribute('href'))!);
    expect(x.hostname).toMatch(/(twitter|x)\.com$/);
    expect(x.searchParams.get('text')).toContain("I'm The Lifelong Floater");
    expect(x.searchParams.get('url')).toMatch(/\/quiz\/result\/lifelong-floater$/);
    const fb = new URL((await page.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href'))!);
    expect(fb.hostname).toMatch(/facebook\.com$/);
    expect(fb.searchParams.get('u')).toMatch(/\/quiz\/result\/lifelong-floater$/);
    expect(await page.title()).toContain('The Lifelong Floater');
  });

  it('reaches the share buttons and Join the Crew from the keyboard', async () => {
    await open('/quiz/result/newblood');
    await page.getByRole('heading', { name: 'The Newblood' }).waitFor();
    const reached: string[] = [];
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    expect(reached).toEqual(expect.arrayContaining(['Join the Crew $5', 'Share on X', 'Share on Facebook']));
  });

  it('treats an unknown type as the pretender', async () => {
    await open('/quiz/result/the-admiral');
    await page.getByRole('heading', { level: 1, name: 'The Rising Floater' }).waitFor();
  });

  it('has no serious accessibility violations on the start, question, calculating and result screens', async () => {
    await open('/quiz', { options: PHONE });
    await page.getByRole('button', { name: 'Start the Quiz' }).waitFor();
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
    await page.getByRole('button', { name: 'Start the Quiz' }).click();
    await page.getByText('Question 1 of 6').waitFor();
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
    await answerAll(RUNS.pretender);
    await page.getByRole('status').filter({ hasText: STATUS[0] }).waitFor();
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
    await page.clock.runFor(4000);
    await page.getByRole('heading', { name: 'The Rising Floater' }).waitFor();
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
  });
});
