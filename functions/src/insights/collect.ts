import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { COLLECTIONS, SUBCOLLECTIONS } from '../shared/collections';
import { addressBucket } from '../lib/client-address';
import { countInWindow, rateLimitCount, rateLimitWindowStart, type RateLimit, type RateLimitBucket } from '../lib/rate-limit';
import { normaliseAffiliateCode } from '../gumroad/affiliate';
import {
  boundedForShard,
  countersFor,
  INSIGHTS_COLLECTION,
  INSIGHTS_SHARDS,
  insightsShardId,
  OPEN_ENDED_MAPS,
  utcDay,
  type Counters,
} from '../shared/insights/counters';
import { INSIGHTS_MAX_EVENT_BYTES, parseInsightEvent, type InsightEvent } from '../shared/insights/events';

/**
 * One visitor's page load sends a handful of events; an address sending more
 * than this in ten minutes is a script (or a crowd behind one NAT, which we
 * would rather undercount than let a script inflate the figures).
 */
export const COLLECT_RATE_LIMIT: RateLimit = { max: 300, windowMs: 10 * 60 * 1000 };

/**
 * Everyone's events in a UTC day: the ceiling on the bill for floods from more addresses than per-address limits hold
 * off, far above expected traffic. Counted per insights shard, each with its share, so a spike never queues on one
 * document.
 */
export const COLLECT_EVENTS_PER_DAY: RateLimit = { max: 100_000, windowMs: 24 * 60 * 60 * 1000 };
export const COLLECT_EVENTS_PER_SHARD_DAY = Math.ceil(COLLECT_EVENTS_PER_DAY.max / INSIGHTS_SHARDS);
const COLLECT_DAY_BUCKET: RateLimitBucket = `${COLLECTIONS.rateLimits}/all-insights-events/${SUBCOLLECTIONS.insightsDayCounts}`;

/** The day-count document of one shard (the insights shard an event is counted into has the same number). */
export const collectDayCountDoc = (nowMs: number, shard: number) =>
  `${COLLECT_DAY_BUCKET}/${rateLimitWindowStart(nowMs, COLLECT_EVENTS_PER_DAY.windowMs)}-${shard}`;

// Crawlers, link previews, uptime checks, HTTP libraries and automated browsers announce themselves in the user agent.
const BOT_AGENT =
  /bot|crawl|spider|slurp|preview|fetch|scan|monitor|headless|lighthouse|pagespeed|phantom|puppeteer|playwright|selenium|curl|wget|python|java\/|go-http|okhttp|node|axios|undici|httpclient|facebookexternalhit|embedly|whatsapp|discord|telegram/i;

/** Obvious bots only: no browser sends an empty user agent, and the rest name themselves. */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || BOT_AGENT.test(userAgent);
}

/** gRPC's code for a transaction that gave up after contention. */
const ABORTED = 10;

export type CollectOutcome = 'counted' | 'invalid' | 'bot' | 'limited';

/**
 * Whether a request comes from the site's pages: browsers send the page's origin in Origin (sendBeacon included) and
 * Referer, so other sites cannot count here; scripts can forge both, which App Check stops when enforced. On the
 * emulators, local dev server ports count too.
 */
export function fromSite(origin: string | undefined, referer: string | undefined, site: string, emulated = false): boolean {
  const local = (o: string) => emulated && /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(o);
  if (origin) return origin === site || local(origin);
  if (!referer) return false;
  try {
    const from = new URL(referer).origin;
    return from === site || local(from);
  } catch {
    return false;
  }
}

/** The event in a request body (JSON text, as sendBeacon sends it), or null. */
export function eventFromBody(body: Buffer | string | undefined): InsightEvent | null {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : (body ?? '');
  if (!text || Buffer.byteLength(text) > INSIGHTS_MAX_EVENT_BYTES) return null;
  try {
    return parseInsightEvent(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Affiliate codes are counted the way sales record them (lowercased), so clicks and sales line up by code. */
function withSalesAffiliateCode(event: InsightEvent): InsightEvent {
  if (event.name !== 'checkout_clicked' || !event.affiliate) return event;
  return { ...event, affiliate: normaliseAffiliateCode(event.affiliate) ?? undefined };
}

/** Firestore increments for each counter of `counters`, nested as they are. */
function increments(counters: Counters): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(counters).map(([key, value]) => [
      key,
      typeof value === 'number'
        ? FieldValue.increment(value)
        : Object.fromEntries(Object.entries(value).map(([k, n]) => [k, FieldValue.increment(n)])),
    ]),
  );
}

/** Adds counters to a random shard of today inside the caller's transaction, so they count exactly when its act commits. */
export function countInTransaction(tx: Transaction, counters: Counters, nowMs = Date.now()): void {
  const date = utcDay(nowMs);
  const shard = db.collection(INSIGHTS_COLLECTION).doc(insightsShardId(date, Math.floor(Math.random() * INSIGHTS_SHARDS)));
  tx.set(shard, { date, ...increments(counters) }, { merge: true });
}

/**
 * Counts one event: a random shard of today's counters and the sender's rate-limit slot change in one transaction, so
 * no event is lost or double-counted and bursts cannot pass the limit. Stops at COLLECT_EVENTS_PER_DAY until the
 * next UTC day. The address only picks the salted, hashed limit document.
 */
export async function collectEvent(
  body: Buffer | string | undefined,
  sender: { userAgent: string | undefined; address: string },
  nowMs = Date.now(),
): Promise<CollectOutcome> {
  const event = eventFromBody(body);
  if (!event) return 'invalid';
  if (isBot(sender.userAgent)) return 'bot';

  const date = utcDay(nowMs);
  const shardNumber = Math.floor(Math.random() * INSIGHTS_SHARDS);
  const shard = db.collection(INSIGHTS_COLLECTION).doc(insightsShardId(date, shardNumber));
  const dayCount = db.doc(collectDayCountDoc(nowMs, shardNumber));
  let counters = countersFor(withSalesAffiliateCode(event));
  const bounded = OPEN_ENDED_MAPS.some((name) => name in counters);
  // Both are read outside the transaction: a launch spike writes each shard many times a second. A few codes
  // more than the cap, or a few events past the ceiling (as many as race here), still leave both far under
  // Firestore's limits and the bill bounded.
  const [dayCountSnap, shardSnap] = await db.getAll(dayCount, ...(bounded ? [shard] : []));
  if (((dayCountSnap!.get('count') as number | undefined) ?? 0) >= COLLECT_EVENTS_PER_SHARD_DAY) return 'limited';
  if (shardSnap) counters = boundedForShard(counters, shardSnap.data());
  const bucket = await addressBucket(sender.address, SUBCOLLECTIONS.insightsWindows, nowMs);
  try {
    const counted = await db.runTransaction(async (tx) => {
      if (!(await countInWindow(tx, bucket, COLLECT_RATE_LIMIT, nowMs))) return false;
      tx.set(shard, { date, ...increments(counters) }, { merge: true });
      tx.set(dayCount, rateLimitCount(COLLECT_EVENTS_PER_DAY, nowMs), { merge: true });
      return true;
    });
    return counted ? 'counted' : 'limited';
  } catch (err) {
    // Only one sender's own burst fights over its window; what lost the fight is dropped like an event over the limit.
    if ((err as { code?: unknown }).code === ABORTED) return 'limited';
    throw err;
  }
}
