import type { InsightEvent } from './events';
import type { SignUpMode } from '../sign-up/sign-up';
import { COLLECTIONS } from '../collections';

/**
 * Events are never stored one by one: each adds to the counters of its day
 * (UTC, like Gumroad's sale dates), spread over `INSIGHTS_SHARDS` documents
 * `analytics_daily/{yyyy-mm-dd}_{shard}` so a launch spike never hits one
 * document's write rate. Each shard holds `date` and any of these counters;
 * the day's figure is the sum over its shards.
 */
export const INSIGHTS_COLLECTION = COLLECTIONS.analyticsDaily;

/** Each document takes about one sustained write a second, so 32 shards hold about 2,000 events a minute, more in bursts. */
export const INSIGHTS_SHARDS = 32;

export const insightsShardId = (date: string, shard: number) => `${date}_${shard}`;

export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A counter, or a map of counters by route, result type, network or affiliate code. */
export type Counters = Record<string, number | Record<string, number>>;

/**
 * Affiliate codes are the one open-ended key: anyone can send any code. Each
 * shard keeps at most this many distinct codes a day and counts the rest under
 * OTHER_KEY, so a shard stays a few tens of KB (far under Firestore's 1 MiB
 * per document) and a day at most 32 times that, whatever arrives.
 */
export const AFFILIATE_CODES_PER_SHARD = 200;
/** No affiliate code can be this (codes are letters, digits, '.', '_' and '-'). */
export const OTHER_KEY = '(other)';
export const OPEN_ENDED_MAPS = ['checkout_by_affiliate'] as const;

/** A key Firestore can store as a field name: `__name__`-style names are reserved, so they are counted as others. */
export const counterKey = (key: string) => (/^__.*__$/.test(key) ? OTHER_KEY : key);

/** Maps with no prototype, so a key such as `constructor` or `__proto__` is only ever a key. */
const emptyMap = (): Record<string, number> => Object.create(null) as Record<string, number>;
const own = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

/** What one event adds: a nested map of +1s, merged into the day's shard. */
export function countersFor(event: InsightEvent): Counters {
  switch (event.name) {
    case 'page_view':
      return { page_views: { [event.page]: 1 }, ...(event.landing ? { visits: 1 } : {}) };
    case 'quiz_started':
      return { quiz_started: 1 };
    case 'quiz_finished':
      return { quiz_finished: { [event.result]: 1 } };
    case 'checkout_clicked':
      return {
        checkout_clicked: 1,
        checkout_by_page: { [event.page]: 1 },
        ...(event.affiliate ? { checkout_by_affiliate: { [counterKey(event.affiliate)]: 1 } } : {}),
        ...(event.result ? { checkout_by_result: { [event.result]: 1 } } : {}),
      };
    case 'share_clicked':
      return {
        [`${event.target}_shares`]: { [event.network]: 1 },
        ...(event.result ? { shares_by_result: { [event.result]: 1 } } : {}),
      };
    case 'share_visit':
      return { [`${event.target}_share_visits`]: { [event.source]: 1 } };
    case 'partner_message_sent':
      return { partner_messages: 1 };
  }
}

/**
 * Counted by the functions themselves, in the same transaction as the act (no
 * browser event can fake one): a sign-up that sent a confirmation link, and a
 * confirmation, each by list.
 */
export type SignUpStep = 'sign_ups' | 'sign_up_confirmations';
export const signUpCounters = (step: SignUpStep, mode: SignUpMode): Counters => ({ [step]: { [mode]: 1 } });

/** Counters to add into with addCounters: empty, and without a prototype. */
export const emptyCounters = (): Counters => Object.create(null) as Counters;

/** Adds `more` into `into` (counters and maps of counters alike); non-numbers such as `date` are skipped. */
export function addCounters(into: Counters, more: Record<string, unknown>): Counters {
  for (const [key, value] of Object.entries(more)) {
    const had = own(into, key) ? into[key] : undefined;
    if (typeof value === 'number') {
      into[key] = (typeof had === 'number' ? had : 0) + value;
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const map = typeof had === 'object' ? had : emptyMap();
      for (const [k, n] of Object.entries(value as Record<string, unknown>)) {
        if (typeof n === 'number') map[k] = (own(map, k) ? map[k]! : 0) + n;
      }
      into[key] = map;
    }
  }
  return into;
}

/** One number out of a day's counters: `count(c, 'visits')` or `count(c, 'quiz_finished', 'newblood')`; 0 when absent. */
export function count(counters: Counters, key: string, sub?: string): number {
  const value = own(counters, key) ? counters[key] : undefined;
  if (sub === undefined) return typeof value === 'number' ? value : Object.values(value ?? {}).reduce((a, b) => a + b, 0);
  return typeof value === 'object' && own(value, sub) ? value[sub]! : 0;
}

/**
 * `counters` with each open-ended map's new keys moved to OTHER_KEY once the
 * shard already holds AFFILIATE_CODES_PER_SHARD of them (`shard` is the
 * shard's stored data, or undefined when it has none yet).
 */
export function boundedForShard(counters: Counters, shard: Record<string, unknown> | undefined): Counters {
  const bounded: Counters = { ...counters };
  for (const name of OPEN_ENDED_MAPS) {
    const adding = counters[name];
    if (typeof adding !== 'object') continue;
    const stored = (shard?.[name] ?? {}) as Record<string, unknown>;
    let known = Object.keys(stored).length;
    const map = emptyMap();
    for (const [key, n] of Object.entries(adding)) {
      const fits = own(stored, key) || known < AFFILIATE_CODES_PER_SHARD;
      if (fits && !own(stored, key)) known += 1;
      const target = fits ? key : OTHER_KEY;
      map[target] = (own(map, target) ? map[target]! : 0) + n;
    }
    bounded[name] = map;
  }
  return bounded;
}
