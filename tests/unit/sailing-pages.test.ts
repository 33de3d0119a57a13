import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderPreviewPng } from '../../functions/src/certificates/share-image';
import { sailingPictureSlug } from '../../functions/src/http/sailing-image';
import { sailingTarget } from '../../functions/src/http/sailing-pages';
import { APP_SHELL_FILE } from '../../functions/src/shared/html/app-shell';
import type { PageData } from '../../functions/src/shared/pages/page-data';
import { sailingPath } from '../../functions/src/shared/paths';
import { publicSailing, sailingsListing, type PublicSailing } from '../../functions/src/shared/sailings/public-sailing';
import type { SailingRecord } from '../../functions/src/shared/sailings/sailing-record';

/** The server bundle the web build writes beside the functions, as `pages` loads it (functions/src/http/page-renderer.ts). */
const SSR = join(__dirname, '..', '..', 'functions', 'lib', 'ssr');
type Ssr = { renderPage(shell: string, url: string, options: { pageData: PageData; headTags: boolean }): Promise<string> };

const HOSTILE = '</script><img src=x onerror="window.hacked=1">"Tom & Jerry"';
const DAY = 86_400_000;
const NOW = new Date('2026-07-01T16:00:00Z');

const record = (over: Partial<SailingRecord> = {}): SailingRecord => ({
  title: `Jazz ${HOSTILE}`,
  slug: 'jazz-on-the-lake',
  lineup: `The Tremont Quartet ${HOSTILE}`,
  boards_at: new Date(NOW.getTime() + 30 * DAY),
  returns_at: new Date(NOW.getTime() + 30 * DAY + 3.5 * 3_600_000),
  dock: {
    name: `North Coast Harbor ${HOSTILE}`,
    address: '1001 E 9th St, Cleveland, OH 44114',
    map_url: 'https://www.google.com/maps/search/?api=1&query=North+Coast+Harbor',
    parking_notes: `Science Center garage ${HOSTILE}`,
  },
  capacity: 150,
  price_cents: 4500,
  minimum_age: 21,
  weather_policy: `Rain or shine ${HOSTILE}`,
  refund_policy: `Full refund until 7 days before ${HOSTILE}`,
  presale_opens_at: new Date(NOW.getTime() - DAY),
  public_sale_opens_at: new Date(NOW.getTime() + 6 * DAY),
  founder_seat_limit: 4,
  published: true,
  seats_sold: 2,
  interruption: null,
  ...over,
});

const CHECKOUT = 'https://clevelandfloaters.gumroad.com/l/jazz-on-the-lake';

let ssr: Ssr;
let shell: string;
beforeAll(() => {
  if (!existsSync(join(SSR, 'entry-server.cjs'))) throw new Error('functions/lib/ssr is missing: run `npm run build` first');
  ssr = require(join(SSR, 'entry-server.cjs')) as Ssr;
  shell = readFileSync(join(SSR, APP_SHELL_FILE), 'utf8');
});

/** The page's HTML without the markers React puts between adjacent pieces of text. */
const painted = async (url: string, pageData: PageData) =>
  (await ssr.renderPage(shell, url, { pageData, headTags: true })).replaceAll('<!-- -->', '');
const render = (sailing: PublicSailing) => painted(sailingPath(sailing.slug), { sailing });

/** The page's Event JSON-LD, parsed. */
type EventLd = { name: string; url: string; eventStatus: string; offers: { availability: string; url: string } };
function eventOf(html: string): EventLd {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(m).not.toBeNull();
  return JSON.parse(m![1]!);
}

describe("a sailing's page in the founders' presale", () => {
  // Even if a caller passed the checkout, the presale page must not carry it.
  const sailing = publicSailing(record(), NOW, CHECKOUT);

  it('names no Gumroad product of the sailing anywhere in its HTML, and says when the public sale opens', async () => {
    expect(sailing.phase).toBe('founders_presale');
    const html = await render(sailing);
    expect(html).not.toContain('/l/jazz-on-the-lake');
    expect(html).not.toContain(CHECKOUT);
    expect(html).toMatch(/The public sale opens [A-Z][a-z]{2} \d{1,2}, 2026, \d{1,2}:\d{2} [AP]M Cleveland time \(EDT\)/);
    expect(html).toContain('Founders: sign in to buy');
    expect(html).toContain('Become a Founding Floater');
    expect(html).toContain('data-island="founder-buy"');
  });

  it('escapes what the owner typed in its markup, meta tags and JSON-LD', async () => {
    const html = await render(sailing);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/<\/script><img/);
    expect(html).toContain('&lt;img src=x onerror=');
    const title = /<meta property="og:title" content="([^"]*)"/.exec(html)![1]!;
    expect(title).toContain('&lt;/script&gt;');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(jsonLd).not.toContain('<');
    expect(eventOf(html).name).toBe(`Jazz ${HOSTILE}`);
  });

  it('describes the sailing as a schema.org Event whose offer is a pre-order until the public sale', async () => {
    const event = eventOf(await render(sailing));
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      startDate: record().boards_at.toISOString(),
      endDate: record().returns_at.toISOString(),
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', address: { '@type': 'PostalAddress', streetAddress: '1001 E 9th St, Cleveland, OH 44114' } },
      offers: {
        '@type': 'Offer',
        price: '45.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/PreOrder',
        validFrom: record().public_sale_opens_at.toISOString(),
      },
    });
    expect(event.url).toMatch(/\/sailings\/jazz-on-the-lake$/);
    expect(event.offers.url).toBe(event.url);
  });
});

describe("a sailing's page in the public sale, sold out, canceled or postponed", () => {
  it('gives everyone the checkout link in the public sale, in stock', async () => {
    const sailing = publicSailing(record({ public_sale_opens_at: new Date(NOW.getTime() - 1000) }), NOW, CHECKOUT);
    const html = await render(sailing);
    expect(html).toContain(`href="${CHECKOUT}"`);
    expect(html).not.toContain('data-island="founder-buy"');
    expect(eventOf(html).offers.availability).toBe('https://schema.org/InStock');
  });

  it('says it is sold out, with no checkout', async () => {
    const html = await render(publicSailing(record({ public_sale_opens_at: new Date(0), seats_sold: 150 }), NOW, CHECKOUT));
    expect(html).toContain('Sold out');
    expect(html).not.toContain(CHECKOUT);
    expect(eventOf(html).offers.availability).toBe('https://schema.org/SoldOut');
  });

  it.each([
    ['canceled', 'https://schema.org/EventCancelled', 'Canceled'],
    ['postponed', 'https://schema.org/EventPostponed', 'Postponed'],
  ] as const)('marks a %s sailing with its reason and its Event status', async (kind, status, label) => {
    const sailing = publicSailing(record({ interruption: { kind, reason: `Small craft advisory ${HOSTILE}` } }), NOW, CHECKOUT);
    const html = await render(sailing);
    expect(html).toContain(`${label}: Small craft advisory &lt;/script&gt;`);
    expect(html).not.toContain(CHECKOUT);
    expect(eventOf(html).eventStatus).toBe(status);
  });
});

describe('/sailings', () => {
  it('lists the upcoming sailings soonest first with their Cleveland times, seats and prices, the past below', async () => {
    const soon = publicSailing(
      record({
        slug: 'fireworks-cruise',
        title: 'Fireworks Cruise',
        boards_at: new Date(NOW.getTime() + 12 * DAY),
        returns_at: new Date(NOW.getTime() + 12 * DAY + 3_600_000),
      }),
      NOW,
      null,
    );
    const later = publicSailing(record(), NOW, null);
    const past = publicSailing(
      record({
        slug: 'season-opener',
        title: 'Season Opener',
        boards_at: new Date(NOW.getTime() - 20 * DAY),
        returns_at: new Date(NOW.getTime() - 20 * DAY + 3_600_000),
      }),
      NOW,
      null,
    );
    const draft = publicSailing(record({ slug: 'secret', title: 'Secret', published: false }), NOW, null);
    const listing = sailingsListing([later, past, soon, draft], NOW);
    expect(listing.upcoming.map((s) => s.slug)).toEqual(['fireworks-cruise', 'jazz-on-the-lake']);
    expect(listing.past.map((s) => s.slug)).toEqual(['season-opener']);
    const html = await painted('/sailings', { sailings: listing });
    const order = ['Fireworks Cruise', 'Jazz', 'Season Opener'].map((t) => html.indexOf(`>${t}`));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('Cleveland time (EDT)');
    expect(html).toContain('$45 a seat · 148 seats left');
    expect(html).not.toContain('Secret');
    expect(html).not.toContain('<img src=x');
  });
});

describe('the addresses under /sailings', () => {
  it('knows the list, a page, its calendar file, and nothing else', () => {
    expect(sailingTarget('/sailings')).toEqual({ kind: 'list' });
    expect(sailingTarget('/sailings/')).toEqual({ kind: 'list' });
    expect(sailingTarget('/sailings/fireworks-cruise')).toEqual({ kind: 'page', slug: 'fireworks-cruise' });
    expect(sailingTarget('/sailings/fireworks-cruise/calendar.ics')).toEqual({ kind: 'calendar', slug: 'fireworks-cruise' });
    expect(sailingTarget('/sailings/a/b/c')).toEqual({ kind: 'not-found' });
    expect(sailingTarget('/sailings/%E0%A4%A')).toEqual({ kind: 'not-found' });
    expect(sailingTarget('/faq')).toBeNull();
  });
});

describe("a sailing's share picture", () => {
  it('is named in its share tags and the Event, and drawn at 1200x630', async () => {
    const html = await render(publicSailing(record(), NOW, null));
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/sailings\/jazz-on-the-lake\/og\.png"/);
    expect(html).toMatch(/<meta name="twitter:image" content="[^"]+\/sailings\/jazz-on-the-lake\/og\.png"/);
    expect(sailingPictureSlug('/sailings/jazz-on-the-lake/og.png')).toBe('jazz-on-the-lake');
    expect(sailingPictureSlug('/sailings/jazz-on-the-lake')).toBeNull();
    const png = await renderPreviewPng({
      kind: 'sailing',
      title: 'Jazz on the Lake',
      day: 'Friday, July 31, 2026',
      hours: 'Boards 7:30 PM',
      mark: null,
    });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
