import type { Page } from 'playwright-core';
import { useBrowserPages } from '../support/browser-pages';
import { describeViolations, PHONE, seriousA11yViolations, sidewaysOverflow, siteUrl, waitUntilUsable } from '../support/browser';
import { waitForEmails } from '../support/maildev';
import { adminDb, closeAdmin } from '../support/emulators';
import { clearSendGridFaults, failSendGridRequests } from '../support/sendgrid-faults';
import { drawnText, whileDrawn } from '../support/drawn-text';
import { DOCS } from '../../functions/src/shared/collections';
import { defaultLaunchDates, siteDay } from '../../functions/src/shared/launch/launch-phase';
import { FORMER_SELL_SHEET_PATH, SELL_SHEET_PATH, sheetFileName, sheetSeason, sheetTitle } from '../../functions/src/shared/launch/sell-sheet';

const pages = useBrowserPages();
afterEach(clearSendGridFaults);
afterAll(() => closeAdmin());
let page: Page;

async function open(path: string, options = {}) {
  page = await pages.newPage(options);
  await page.goto(siteUrl(path));
  await page.locator('main h1').first().waitFor();
  // The heading is in the prerendered HTML: wait until the page's buttons work before using them.
  await waitUntilUsable(page);
}

const main = () => page.locator('main');

/**
 * Links whose words are painted in the browser's own unvisited blue or visited purple, i.e. that the brand's styles
 * missed. A link that is only a picture (the sell sheet's cover) has no words for the color to paint.
 */
const browserBlueLinks = (p: Page) =>
  p.locator('a[href]').evaluateAll((links) =>
    links
      .filter((a) => (a as HTMLElement).innerText.trim() !== '')
      .filter((a) => ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'].includes(getComputedStyle(a).color))
      .map((a) => `${a.textContent?.trim()} (${a.getAttribute('href')})`),
  );
const href = (name: string | RegExp) => main().getByRole('link', { name }).first().getAttribute('href');
const meta = (selector: string) => page.locator(`head ${selector}`).last().getAttribute('content');

/** The season the demo's dates (never saved here) name today: the sell sheet's. */
const DEMO_SHEET = sheetSeason(defaultLaunchDates(), siteDay(new Date()));

// Every visitor route, its main heading and a piece of copy that must be on it.
const ROUTES: [string, string, string][] = [
  ['/', 'Cleveland’s best party is floating.', 'What Is This?'],
  ['/booking-now', "Book Cleveland's Floating Party", `The ${sheetTitle(DEMO_SHEET)}`],
  ['/become-a-floater', "We're Hiring", 'Current openings'],
  ['/team', 'A Letter From the Admiral', 'Meet the Crew'],
  ['/why', 'The Floaters Brief', 'The lake is the point.'],
  ['/join', 'Cleveland Is Getting on the Water', 'Three ways aboard'],
  ['/quiz', 'How Cleveland Are You, Really?', '45 seconds'],
  ['/quiz/result/comeback-kid', 'The Comeback Kid', 'You left. You missed it.'],
  ['/affiliate', 'Bring Cleveland aboard. Keep the whole $5.', 'How it works'],
  ['/affiliate/guide', 'The Partner Guide', 'Talking points'],
  ['/newsletter', 'Get The Floaters Newsletter', '2-3 times a month'],
  ['/thank-you', 'You’re in the Float Crew!', 'Stay Connected'],
  ['/faq', 'Questions, Answered', 'Can I get a refund?'],
  ['/no-such-deck', '404', 'Oops! Page not found'],
];

describe('every public route', () => {
  it.each(ROUTES)(
    '%s has its heading, copy, its own title and description, share tags, no serious axe violations, no sideways scroll on a phone, no picture without alt text and no emoji for an icon',
    async (path, h1, copy) => {
      await open(path, PHONE);
      expect(await main().locator('h1').first().innerText()).toBe(h1);
      expect(await drawnText(main())).toContain(copy);
      const title = await page.title();
      expect(title).toContain('Cleveland Floaters');
      const description = await meta('meta[name="description"]');
      expect(description!.length).toBeGreaterThan(40);
      expect(await meta('meta[property="og:title"]')).toBe(title);
      // A quiz result shares its own picture, as its crawler preview does.
      const image = path.startsWith('/quiz/result/') ? `${path}/og.png` : '/og-default.png';
      expect(await meta('meta[property="og:image"]')).toMatch(new RegExp(`^https://[^/]+${image.replace(/\./g, '\\.')}$`));
      expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(describeViolations(await seriousA11yViolations(page))).toBe('');
      expect(await browserBlueLinks(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await page.locator('img:not([alt])').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))).toEqual([]);
      // The spec's one emoji on these pages is a quiz result's; anything else is drawn (a machine without an emoji font shows boxes).
      if (!path.startsWith('/quiz/result/'))
        expect(await main().evaluate((m) => (m as HTMLElement).innerText.match(/\p{Extended_Pictographic}/gu) ?? [])).toEqual([]);
    },
  );

  it('gives each route a different title and description', async () => {
    page = await pages.newPage();
    const seen = new Map<string, string>();
    for (const [path, h1] of ROUTES) {
      await page.goto(siteUrl(path));
      await page.locator('main h1', { hasText: h1 }).first().waitFor();
      const key = `${await page.title()} | ${await meta('meta[name="description"]')}`;
      expect([path, seen.get(key)]).toEqual([path, undefined]);
      seen.set(key, path);
    }
  });
});

describe('event planners (/booking-now)', () => {
  it('downloads the sell-sheet PDF from the button and from the cover image', async () => {
    await open('/booking-now');
    for (const trigger of [
      main().getByRole('link', { name: 'Download the Sell Sheet (PDF)' }),
      main().getByRole('link', { name: /from its cover/ }),
    ]) {
      const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
      expect(download.suggestedFilename()).toBe(sheetFileName(DEMO_SHEET));
      const path = await download.path();
      const bytes = require('node:fs').readFileSync(path) as Buffer;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(3000);
      expect(bytes.toString('latin1')).toContain('/Count 2');
      expect(bytes.toString('latin1')).toContain(`Cleveland Floaters: ${sheetTitle(DEMO_SHEET)}`);
    }
    // The cover is the sheet's first page in miniature, naming the same year, and takes its room before anything loads.
    const cover = main().getByRole('link', { name: /from its cover/ });
    expect(await cover.innerText()).toContain(sheetTitle(DEMO_SHEET).toUpperCase());
    const { width, height } = (await cover.boundingBox())!;
    expect(height / width).toBeCloseTo(776 / 600, 1);
    // The 2026 sheet's address, out in old emails and bookmarks, leads to today's.
    const former = await page.request.get(siteUrl(FORMER_SELL_SHEET_PATH), { maxRedirects: 0 });
    expect([former.status(), former.headers().location]).toEqual([301, SELL_SHEET_PATH]);
  });
});

describe('careers (/become-a-floater)', () => {
  it('links the openings to both roles and applies by email with a set subject', async () => {
    await open('/become-a-floater');
    expect(await href('Social Media Ringmaster / Content Creator')).toBe('#social-media-ringmaster');
    expect(await href('Floaters Dance Crew')).toBe('#dance-crew');
    await main().locator('#social-media-ringmaster h2').waitFor();
    await main().locator('#dance-crew h2').waitFor();
    const dance = new URL((await href('Apply: Floaters Dance Crew'))!);
    expect(dance.protocol).toBe('mailto:');
    expect(dance.searchParams.get('subject')).toBe('Floaters Dance Crew Application');
    const body = dance.searchParams.get('body')!;
    expect(body).toContain('Name:');
    expect(body).toContain('social links');
    expect(body).toContain('video');
    // The openings are plain links in the copy: brand-styled (checked on every route above), with a ring for the keyboard.
    const opening = main().getByRole('link', { name: 'Floaters Dance Crew', exact: true });
    await opening.focus();
    expect(await opening.evaluate((a) => [getComputedStyle(a).outlineStyle, parseFloat(getComputedStyle(a).outlineWidth)])).toEqual([
      'solid',
      3,
    ]);
    await opening.click();
    await page.waitForFunction(() => Math.abs(document.getElementById('dance-crew')!.getBoundingClientRect().top) < 150);
  });

  it('shows the Halloween 2025 video deadline as passed now, and as open before it', async () => {
    await open('/become-a-floater');
    const panel = main().getByRole('complementary');
    expect(await panel.innerText()).toContain('@clevelandfloaters');
    expect(await main().getByTestId('careers-deadline').getAttribute('data-state')).toBe('passed');
    expect(await panel.innerText()).toContain('closed on Halloween (October 31, 2025)');

    page = await pages.newPage();
    await page.clock.install({ time: new Date('2025-10-01T12:00:00-04:00') });
    await page.goto(siteUrl('/become-a-floater'));
    // The prerendered HTML was built after the deadline; the browser's own clock takes over once the page hydrates.
    await page.locator('[data-testid="careers-deadline"][data-state="open"]').waitFor();
    expect(await page.getByTestId('careers-deadline').innerText()).toBe('Deadline: Halloween, October 31, 2025.');
  });
});

describe('team (/team)', () => {
  // The crew's inbox is the email settings' reply-to: the default one here, whatever an earlier suite saved.
  beforeAll(() => adminDb().doc(DOCS.emailSettings).delete());

  it('has the letter, the Wall of Fame banner, three Coming Soon crew cards and the outside links', async () => {
    await open('/team');
    expect(await drawnText(main())).toContain('The Admiral');
    expect(await href('See the Wall of Fame')).toBe('/foundingfloaters');
    const cards = main().locator('li', { hasText: 'Coming Soon' });
    expect(await cards.count()).toBe(3);
    for (const role of ['Deck Hand', 'Entertainment Officer', 'First Mate']) expect(await cards.filter({ hasText: role }).count()).toBe(1);
    expect(await href('Read The Floaters Brief')).toBe('/why');
    expect(await href('The Admiral’s site')).toMatch(/^https:\/\//);
    expect(await href('The Floaters Newsletter on LinkedIn')).toMatch(/^https:\/\/www\.linkedin\.com\//);
  });

  it('contact form: points out what is missing, then delivers the message to the crew’s inbox', async () => {
    await open('/team#contact');
    await page.waitForFunction(() => {
      const top = document.getElementById('contact')!.getBoundingClientRect().top;
      return top >= 0 && top < 200;
    });
    const form = page.getByRole('form', { name: 'Contact the crew' });
    await form.getByRole('button', { name: 'Send to the crew' }).click();
    await form.getByText('Please tell us your name').waitFor();
    expect(await form.getByText('Your email is required').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name');

    await form.getByLabel('Your name').fill('Dana Kowalski');
    await form.getByLabel('Your email').fill('dana@tremontbrewing.example');
    await form.getByLabel('Business or organization (optional)').fill('Tremont Brewing');
    await form.getByLabel('Your message').fill('We would love to pour our lager on your opening night.');
    await form.getByRole('button', { name: 'Send to the crew' }).click();
    await form.getByRole('status').filter({ hasText: 'Thanks, Dana Kowalski!' }).waitFor();
    expect(await form.getByRole('status').innerText()).toContain("in the crew's inbox (crew@clevelandfloaters.com)");
    expect(await form.getByLabel('Your message').inputValue()).toBe('');

    const [mail] = await waitForEmails(1, (e) => e.subject === 'Partner inquiry: Sponsorship (Tremont Brewing)');
    expect(mail!.to.map((t) => t.address)).toEqual(['crew@clevelandfloaters.com']);
    expect(mail!.headers['reply-to']).toContain('dana@tremontbrewing.example');
    expect(mail!.text).toContain('We would love to pour our lager on your opening night.');
  });

  it('contact form: when sending fails, keeps the message and offers it as a prefilled email; trying again sends it once', async () => {
    await open('/team#contact');
    const form = page.getByRole('form', { name: 'Contact the crew' });
    await form.getByLabel('Your name').fill('Sam Ortiz');
    await form.getByLabel('Your email').fill('sam@westsidemarket.example');
    await form.getByLabel('Your message').fill('Could our market stalls cater the Lakewood sailing?');
    await failSendGridRequests({ after: 0, fail: 1 });
    await form.getByRole('button', { name: 'Send to the crew' }).click();
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain("We couldn't send your message just now.");
    expect(await form.getByLabel('Your message').inputValue()).toBe('Could our market stalls cater the Lakewood sailing?');
    const mailto = new URL((await alert.getByRole('link', { name: 'send it from your own email app' }).getAttribute('href'))!);
    expect(mailto.pathname).toBe('crew@clevelandfloaters.com');
    expect(mailto.searchParams.get('subject')).toBe('Partner inquiry: Sponsorship');
    expect(mailto.searchParams.get('body')).toBe(
      'Could our market stalls cater the Lakewood sailing?\n\nSam Ortiz\nsam@westsidemarket.example',
    );

    await form.getByRole('button', { name: 'Send to the crew' }).click();
    await form.getByRole('status').filter({ hasText: 'Thanks, Sam Ortiz!' }).waitFor();
    expect(
      await waitForEmails(1, (e) => e.to.some((t) => t.address === 'crew@clevelandfloaters.com') && e.text!.includes('market stalls')),
    ).toHaveLength(1);
  });
});

describe('manifesto, join, newsletter and thank-you', () => {
  it('/why ends with a $5 first-100 call to action to the checkout', async () => {
    await open('/why');
    const cta = main().getByRole('link', { name: /^Join for \$5/ });
    expect(await cta.getAttribute('href')).toMatch(/^https:\/\/clevelandfloaters\.gumroad\.com\//);
    expect(await cta.getAttribute('target')).toBe('_blank');
    const texts = await whileDrawn(main(), () => main().locator('h2').allInnerTexts());
    expect(texts.at(-1)).toBe('Become a Founding Floater');
  });

  it('/join sends visitors to /why, with the checkout beside, and each way aboard is a card that links', async () => {
    await open('/join');
    expect(await href('Read The Floaters Brief')).toBe('/why');
    expect(await main().getByRole('link', { name: /^Join for \$5/ }).getAttribute('href')).toMatch(/^https:\/\/clevelandfloaters\.gumroad\.com\//);
    // Each of the three ways aboard is a card that leads somewhere, tapped anywhere on it.
    const ways = main().getByRole('region', { name: 'Three ways aboard' }).getByRole('listitem');
    expect(await ways.count()).toBe(3);
    const targets: string[] = [];
    for (const card of await ways.all()) targets.push((await card.getByRole('link').getAttribute('href'))!);
    expect(targets).toEqual(['/why', '/quiz', '/become-a-floater']);
    await ways.nth(1).click({ position: { x: 20, y: 150 } });
    await page.waitForURL((url) => url.pathname === '/quiz');
  });

  it('/newsletter leads with its own sign-up form, then subscribes on LinkedIn, free, 2-3 times a month', async () => {
    await open('/newsletter');
    const linkedIn = main().getByRole('link', { name: 'Subscribe for free on LinkedIn' });
    expect(await linkedIn.getAttribute('href')).toMatch(/^https:\/\/www\.linkedin\.com\/newsletters\//);
    expect(await drawnText(main())).toContain('Free, 2-3 times a month');
    // The form is the first thing after the hero; the LinkedIn button comes after it.
    const form = (await main().locator('form').first().boundingBox())!;
    expect(form.y).toBeLessThan((await linkedIn.boundingBox())!.y);
  });

  it('/thank-you confirms and shows the social links in the mega size', async () => {
    await open('/thank-you');
    const stay = main().getByRole('list', { name: 'Follow Cleveland Floaters' });
    expect(await stay.getByRole('link').count()).toBe(5);
    expect(await stay.locator('a[data-size="mega"]').count()).toBe(5);
    expect(await meta('meta[name="robots"]')).toBe('noindex, nofollow');
  });
});

describe('affiliate pages', () => {
  it('/affiliate has apply buttons to the partner signup, how it works and the rules', async () => {
    await open('/affiliate', { viewport: { width: 1280, height: 800 } });
    const apply = main().getByRole('link', { name: 'Apply to the Affiliate Program' });
    expect(await apply.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await apply.getAttribute('target')).toBe('_blank');
    expect(await main().getByRole('link', { name: 'Apply Now' }).first().isVisible()).toBe(true);
    const text = await drawnText(main());
    expect(text).toContain('100% commission');
    expect(text).toContain('every 7 days');
    await main().getByRole('heading', { name: 'The rules' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(() => window.scrollY > 300);
    expect(await page.getByTestId('affiliate-mobile-bar').isVisible()).toBe(false);
  });

  it('/affiliate shows the mobile apply bar only after 300 px of scrolling', async () => {
    await open('/affiliate', PHONE);
    const bar = page.getByTestId('affiliate-mobile-bar');
    expect(await bar.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForFunction(() => window.scrollY === 250);
    expect(await bar.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 400));
    await bar.waitFor();
    expect(await bar.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toMatch(/^https:\/\//);
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.waitFor({ state: 'hidden' });
  });

  it('/affiliate/guide is hidden from search engines and has a join button', async () => {
    await open('/affiliate/guide');
    expect(await meta('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(await href('Join the Affiliate Program')).toMatch(/^https:\/\//);
  });
});

describe('files for search engines and sharing', () => {
  it('serves robots.txt, sitemap.xml and a 1200x630 share image', async () => {
    const robots = await fetch(siteUrl('/robots.txt'));
    expect(robots.status).toBe(200);
    const robotsText = await robots.text();
    expect(robotsText).toMatch(/Disallow: \/admin/);
    expect(robotsText).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/);

    const sitemap = await (await fetch(siteUrl('/sitemap.xml'))).text();
    for (const path of ['/', '/why', '/booking-now', '/become-a-floater', '/team', '/quiz', '/affiliate', '/newsletter', '/faq']) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    expect(sitemap).not.toContain('/affiliate/guide');
    expect(sitemap).not.toContain('/admin');

    const png = Buffer.from(await (await fetch(siteUrl('/og-default.png'))).arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
