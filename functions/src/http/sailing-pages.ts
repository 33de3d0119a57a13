import { db } from '../lib/admin';
import { memoryCache } from '../lib/memory-cache';
import { readSailing, readSailingProduct } from '../sailings/sailing-store';
import { sailingCalendar } from '../sailings/sailing-calendar';
import { COLLECTIONS } from '../shared/collections';
import { gumroadCheckoutUrl } from '../shared/gumroad/checkout-link';
import type { PageData } from '../shared/pages/page-data';
import { SAILING_PAGES, sailingPath } from '../shared/paths';
import { publicSailing, sailingsListing, type PublicSailing } from '../shared/sailings/public-sailing';
import { sailingFromStored } from '../shared/sailings/sailing-record';
import { html, keptAsTheCdn, text, type Reply } from './reply';

/**
 * The sailings' public pages, painted per request by `pages`:
 *   /sailings                       the published sailings, upcoming first
 *   /sailings/{slug}                one sailing, with its Event data and who may buy now (404 unless published)
 *   /sailings/{slug}/calendar.ics   its calendar file
 * Kept a minute, as seats change with every sale. The presale's buy link is never in them (sailingBuyLink gives it to
 * a signed-in founder).
 */
const SAILING_CACHE = 'public, max-age=60, s-maxage=60';
const sailingCache = memoryCache<Reply>({ name: 'sailing-pages', ttlMs: keptAsTheCdn });

const PAGE = new RegExp(`^${SAILING_PAGES}/([^/]+?)(/calendar\\.ics)?/?$`);
const LIST = new RegExp(`^${SAILING_PAGES}/?$`);

export type SailingTarget = { kind: 'list' } | { kind: 'page' | 'calendar'; slug: string } | { kind: 'not-found' } | null;

/** What a path under /sailings asks for; null for any other path. */
export function sailingTarget(path: string): SailingTarget {
  if (LIST.test(path)) return { kind: 'list' };
  const m = PAGE.exec(path);
  if (!m) return path.startsWith(`${SAILING_PAGES}/`) ? { kind: 'not-found' } : null;
  try {
    return { kind: m[2] ? 'calendar' : 'page', slug: decodeURIComponent(m[1]!) };
  } catch {
    return { kind: 'not-found' };
  }
}

/** The sailing the public may see at `slug`, with its checkout read only in the public sale; null unless published. */
async function readPublicSailing(slug: string, now: Date): Promise<PublicSailing | null> {
  const sailing = await readSailing(slug);
  if (!sailing?.published) return null;
  const shown = publicSailing(sailing, now, null);
  if (shown.phase !== 'public_sale') return shown;
  const product = await readSailingProduct(slug);
  return { ...shown, checkoutUrl: product ? gumroadCheckoutUrl(product.gumroad_permalink) : null };
}

async function readListing(now: Date): Promise<ReturnType<typeof sailingsListing>> {
  const snap = await db.collection(COLLECTIONS.sailings).where('published', '==', true).get();
  // The list links to each page, where the checkout is: it carries none.
  return sailingsListing(
    snap.docs.map((d) => publicSailing(sailingFromStored(d.data()), now, null)),
    now,
  );
}

export interface SailingPainter {
  page(route: string, data: PageData): Promise<string>;
  notFound(): Promise<Reply>;
}

/** The reply for a path sailingTarget recognised; kept by each instance as long as the CDN keeps it. */
export function sailingReply(t: NonNullable<SailingTarget>, site: string, paint: SailingPainter): Promise<Reply> {
  if (t.kind === 'not-found') return paint.notFound();
  const key = t.kind === 'list' ? SAILING_PAGES : `${t.kind}:${t.slug}`;
  return sailingCache.through(key, async () => {
    const now = new Date();
    if (t.kind === 'list') return html(200, await paint.page(SAILING_PAGES, { sailings: await readListing(now) }), SAILING_CACHE);
    const sailing = await readPublicSailing(t.slug, now);
    if (!sailing) return paint.notFound();
    if (t.kind === 'page') return html(200, await paint.page(sailingPath(t.slug), { sailing }), SAILING_CACHE);
    const record = (await readSailing(t.slug))!;
    const headers = { 'Content-Disposition': `attachment; filename="${t.slug}.ics"` };
    return { ...text(200, sailingCalendar(record, `${site}${sailingPath(t.slug)}`), SAILING_CACHE, headers), type: 'ics' };
  })!;
}
