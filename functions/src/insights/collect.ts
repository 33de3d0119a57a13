import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { SUBCOLLECTIONS } from '../shared/collections';
import { addressBucket } from '../lib/client-address';
import { rateLimitCount, rateLimitCounter, type RateLimit } from '../lib/rate-limit';
import { normaliseAffiliateCode } from '../gumroad/affiliate';
import { countersFor, INSIGHTS_COLLECTION, INSIGHTS_SHARDS, insightsShardId, utcDay, type Counters } from '../shared/insights/counters';
import { INSIGHTS_MAX_EVENT_BYTES, parseInsightEvent, type InsightEvent } from '../shared/insights/events';

/**
 * One visitor's page load sends a handful of events; an address sending more
 * than this in ten minutes is a script (or a crowd behind one NAT, which we
 * would rather undercount than let a script inflate the figures).
 */
export const COLLECT_RATE_LIMIT: RateLimit = { max: 300, windowMs: 10 * 60 * 1000 };

// Crawlers, link previews, uptime checks, HTTP libraries and automated browsers announce themselves in the user agent.
const BOT_AGENT =
  /bot|crawl|spider|slurp|preview|fetch|scan|monitor|headless|lighthouse|pagespeed|phantom|puppeteer|playwright|selenium|curl|wget|python|java\/|go-http|okhttp|node|axios|undici|httpclient|facebookexternalhit|embedly|whatsapp|discord|telegram/i;

/** Obvious bots only: no browser sends an empty user agent, and the rest name themselves. */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || BOT_AGENT.test(userAgent);
}

export type CollectOutcome = 'counted' | 'invalid' | 'bot' | 'limited';

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

/**
 * Counts one event into today's counters: a random shard of the day and the
 * sender's rate-limit window change in one batch, so a counted event is never
 * lost and never counted twice by one request. Nothing about the sender is
 * written: the address only picks the (hashed) rate-limit document.
 */
export async function collectEvent(
  body: Buffer | string | undefined,
  sender: { userAgent: string | undefined; address: string },
  nowMs = Date.now(),
): Promise<CollectOutcome> {
  const event = eventFromBody(body);
  if (!event) return 'invalid';
  if (isBot(sender.userAgent)) return 'bot';
  const window = await rateLimitCounter(addressBucket(sender.address, SUBCOLLECTIONS.insightsWindows), COLLECT_RATE_LIMIT, nowMs);
  if (!window) return 'limited';

  const date = utcDay(nowMs);
  const shard = db.collection(INSIGHTS_COLLECTION).doc(insightsShardId(date, Math.floor(Math.random() * INSIGHTS_SHARDS)));
  const batch = db.batch();
  batch.set(shard, { date, ...increments(countersFor(withSalesAffiliateCode(event))) }, { merge: true });
  batch.set(window, rateLimitCount(COLLECT_RATE_LIMIT, nowMs), { merge: true });
  await batch.commit();
  return 'counted';
}
