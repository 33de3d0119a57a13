import type { Page } from 'playwright-core';
import { useBrowserPages } from '../support/browser-pages';
import { describeViolations, PHONE, seriousA11yViolations, siteUrl, waitUntilUsable } from '../support/browser';
import { whileDrawn } from '../support/drawn-text';

const pages = useBrowserPages();
let page: Page;

// The countdown runs on the visitor's local time: fix the zone so the arithmetic below is exact.
async function openHome(at: Date, options = {}, { pause = true } = {}) {
  page = await pages.newPage({ timezoneId: 'America/New_York', ...options });
  await page.clock.install({ time: at });
  await page.goto(siteUrl('/'));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await waitUntilUsable(page);
  // From here the page's clock moves only when the test moves it (the first minute tick is still ahead).
  // axe-core needs running timers, so the accessibility checks leave the clock flowing.
  if (pause) await page.clock.pauseAt(at.getTime() + 5_000);
}

describe('home page', () => {
  it('counts down days, hours and minutes before the launch and refreshes every minute', async () => {
    // 2 days 14 h 29 min 10 s before the launch: a part minute counts as a whole one.
    await openHome(new Date('2026-05-12T09:30:50-04:00'));
    const timer = page.getByRole('timer');
    expect(await timer.getAttribute('aria-label')).toBe('2 days, 14 hours, 30 minutes to launch');
    expect(await timer.innerText()).toMatch(/2\s*days\s*14\s*hours\s*30\s*minutes/i);
    await page.clock.runFor(60_000);
    await page.getByRole('timer', { name: '2 days, 14 hours, 29 minutes to launch' }).waitFor();
    await page.clock.runFor(60_000);
    await page.getByRole('timer', { name: '2 days, 14 hours, 28 minutes to launch' }).waitFor();
  });

  it('switches to the launched state when the moment passes, and shows it afterwards', async () => {
    await openHome(new Date('2026-05-14T23:59:10-04:00'));
    expect(await page.getByRole('timer').getAttribute('aria-label')).toBe('0 days, 0 hours, 1 minute to launch');
    await page.clock.runFor(60_000);
    await page.getByText('We set sail on May 15, 2026.').waitFor();
    expect(await page.getByRole('timer').count()).toBe(0);

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

  it.each([
    ['phone', PHONE],
    ['desktop', { viewport: { width: 1280, height: 800 } }],
  ])('has no serious accessibility violations (%s)', async (_name, options) => {
    await openHome(new Date('2026-05-01T12:00:00-04:00'), options, { pause: false });
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');
  });
});
