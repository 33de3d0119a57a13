import type { Page } from 'playwright-core';
import { useBrowserPages } from '../support/browser-pages';
import { describeViolations, PHONE, seriousA11yViolations, siteUrl } from '../support/browser';
import { drawnText } from '../support/drawn-text';

const NAV = ['Home', 'The Brief', 'Event Planners', "We're Hiring", 'Team'];
const MORE = ['Sailings', 'The Quiz', 'Wall of Fame', 'FAQ', 'Newsletter'];

const pages = useBrowserPages();
let page: Page;

async function open(path: string, options = {}) {
  page = await pages.newPage(options);
  await page.goto(siteUrl(path));
}

const header = () => page.locator('#site-header');
const footer = () => page.locator('#site-footer');

describe('site header and footer (desktop)', () => {
  beforeEach(() => open('/why', { viewport: { width: 1366, height: 800 } }));

  it('shows the fixed header with the logo and the five links, the current one marked', async () => {
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(NAV);
    expect(await nav.getByRole('link', { name: 'The Brief' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(await header().evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    // The highlight is visible, not only announced: the current link's colour differs from the others.
    const colour = (name: string) => nav.getByRole('link', { name }).evaluate((el) => getComputedStyle(el).color);
    expect(await colour('The Brief')).not.toBe(await colour('Team'));

    const current = nav.locator('a[aria-current="page"]');
    await nav.getByRole('link', { name: 'Team' }).click();
    await page.waitForURL(siteUrl('/team'));
    await current.filter({ hasText: 'Team' }).waitFor();
    await page.getByRole('link', { name: 'Cleveland Floaters home' }).click();
    await page.waitForURL(siteUrl('/'));
    await current.filter({ hasText: 'Home' }).waitFor();
    expect(await current.count()).toBe(1);
  });

  it.each([1200, 1280, 1320, 1366])('keeps the header on one line at %i px, the buy button included', async (width) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(siteUrl('/foundingfloaters'));
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.waitFor();
    const row = await nav.evaluate((el) => ({ scroll: el.parentElement!.scrollWidth, width: el.parentElement!.clientWidth }));
    expect(row.scroll).toBeLessThanOrEqual(row.width);
    for (const height of await nav.getByRole('link').evaluateAll((links) => links.map((l) => l.getBoundingClientRect().height)))
      expect(height).toBeLessThanOrEqual(48);
    await header()
      .getByRole('link', { name: /Join for/ })
      .waitFor();
  });

  it('keeps the sailings, the quiz, the wall, the FAQ and the newsletter one click away under "More", closed by Escape or a click elsewhere', async () => {
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const more = nav.getByRole('button', { name: 'More' });
    // A native popover: the browser opens it and closes it on Escape or a click elsewhere.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await more.click();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([...NAV, ...MORE]);
    await page.keyboard.press('Escape');
    await nav.getByRole('link', { name: 'FAQ' }).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('More');
    await more.click();
    await page.locator('main h1').click();
    await nav.getByRole('link', { name: 'FAQ' }).waitFor({ state: 'hidden' });
    await more.click();
    await nav.getByRole('link', { name: 'Wall of Fame' }).click();
    await page.waitForURL(siteUrl('/foundingfloaters'));
  });

  it('has social links in the header and a footer with social links, the affiliate link, a disclaimer and the copyright', async () => {
    await header()
      .getByRole('link', { name: /on Instagram/ })
      .waitFor();
    for (const network of ['X', 'Instagram', 'Facebook', 'TikTok', 'YouTube']) {
      const link = footer().getByRole('link', { name: new RegExp(`on ${network} `) });
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    expect(await footer().getByRole('link', { name: 'Affiliate Program' }).getAttribute('href')).toBe('/affiliate');
    expect(await drawnText(footer())).toContain('not a ticket for a specific sailing');
    expect(await drawnText(footer())).toContain(`© ${new Date().getFullYear()} Cleveland Floaters`);
  });

  it('starts every new route at the top of the page', async () => {
    await page.goto(siteUrl('/'));
    await page.getByRole('heading', { name: 'Partner With Us' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 3000));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await footer().getByRole('link', { name: 'Newsletter' }).click();
    await page.waitForURL(siteUrl('/newsletter'));
    await page.waitForFunction(() => window.scrollY === 0);
  });
});

describe('header and footer visibility', () => {
  it.each(['/quiz', '/quiz/result/newblood'])('are hidden on %s', async (path) => {
    await open(path);
    await page.locator('main h1').first().waitFor();
    expect(await header().count()).toBe(0);
    expect(await footer().count()).toBe(0);
  });

  it.each(['/', '/affiliate', '/no-such-deck'])('are shown on %s', async (path) => {
    await open(path);
    await footer().waitFor();
    expect(await header().isVisible()).toBe(true);
  });
});

describe('mobile menu (360 px phone)', () => {
  beforeEach(() => open('/', PHONE));

  it('opens from the menu button, closes when a link is chosen, and works from the keyboard', async () => {
    const button = page.getByRole('button', { name: 'Menu' });
    await button.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main', exact: true }).isVisible()).toBe(false);
    expect(await page.locator('#site-menu').isVisible()).toBe(false);

    await button.click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.waitFor();
    expect(await menu.getByRole('link').allInnerTexts()).toEqual([...NAV, ...MORE]);
    expect(await page.getByRole('button', { name: 'Close' }).isVisible()).toBe(true);
    expect(
      await page
        .locator('#site-menu')
        .getByRole('link', { name: /on TikTok/ })
        .isVisible(),
    ).toBe(true);
    // The way to buy is at the menu's end too, the one checkout in view while the menu covers the page.
    const menuBuy = page.locator('#site-menu').getByRole('link', { name: /^Join for \$5/ });
    expect(await menuBuy.isVisible()).toBe(true);
    expect(await menuBuy.getAttribute('href')).toContain('gumroad');
    expect(await page.getByTestId('buy-bar').isVisible()).toBe(false);
    expect(describeViolations(await seriousA11yViolations(page))).toBe('');

    await menu.getByRole('link', { name: 'Event Planners' }).click();
    await page.waitForURL(siteUrl('/booking-now'));
    await page.getByRole('heading', { level: 1, name: "Book Cleveland's Floating Party" }).waitFor();
    await menu.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(true);

    // Keyboard: Enter opens, Escape closes and hands focus back to the button.
    await page.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Home');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Menu');
  });

  it('gives the logo and every footer link a target at least 44 px high', async () => {
    const heights = async (scope: ReturnType<typeof header>, selector: string) =>
      scope
        .locator(selector)
        .evaluateAll((links) =>
          links.map((a) => [a.textContent?.trim() || a.getAttribute('aria-label'), a.getBoundingClientRect().height]),
        );
    const logo = await heights(header(), 'a[aria-label$=" home"]');
    await footer().scrollIntoViewIfNeeded();
    const footerLinks = await heights(footer(), 'nav a, a[href^="/"]');
    expect(footerLinks.length).toBeGreaterThan(5);
    expect([...logo, ...footerLinks].filter(([, h]) => (h as number) < 44)).toEqual([]);
  });

  it('opens and closes with JavaScript off, as on a phone still fetching the page\'s script', async () => {
    await open('/', { ...PHONE, javaScriptEnabled: false });
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Sailings' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await open('/why', { viewport: { width: 1366, height: 800 }, javaScriptEnabled: false });
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.getByRole('button', { name: 'More' }).click();
    await nav.getByRole('link', { name: 'FAQ' }).waitFor();
    await page.locator('main h1').click();
    await nav.getByRole('link', { name: 'FAQ' }).waitFor({ state: 'hidden' });
  });

  it('closes when the current page is chosen again', async () => {
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Home' }).click();
    await menu.waitFor({ state: 'hidden' });
  });
});

describe('reduced motion', () => {
  /** The longest transition or animation anywhere on the page, in seconds. */
  const longestMotion = () =>
    page.evaluate(() =>
      Math.max(
        ...Array.from(document.querySelectorAll('body *')).flatMap((el) => {
          const style = getComputedStyle(el);
          return [...style.transitionDuration.split(','), ...style.animationDuration.split(',')].map((d) => parseFloat(d) || 0);
        }),
      ),
    );

  it('keeps transitions for visitors who have not asked for less motion', async () => {
    await open('/', { reducedMotion: 'no-preference' });
    await page.getByRole('heading', { name: 'Partner With Us' }).waitFor();
    expect(await longestMotion()).toBeGreaterThan(0.1);
  });

  it('turns every transition and animation off for visitors who ask for less motion', async () => {
    await open('/', { reducedMotion: 'reduce' });
    await page.getByRole('heading', { name: 'Partner With Us' }).waitFor();
    expect(await longestMotion()).toBeLessThan(0.001);
  });
});
