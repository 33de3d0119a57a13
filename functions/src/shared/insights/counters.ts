import type { InsightEvent } from './events';
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
        ...(event.affiliate ? { checkout_by_affiliate: { [event.affiliate]: 1 } } : {}),
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

/** Adds `more` into `into` (counters and maps of counters alike); non-numbers such as `date` are skipped. */
export function addCounters(into: Counters, more: Record<string, unknown>): Counters {
  for (const [key, value] of Object.entries(more)) {
    if (typeof value === 'number') {
      const had = into[key];
      into[key] = (typeof had === 'number' ? had : 0) + value;
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const had = into[key];
      const map = typeof had === 'object' ? had : {};
      for (const [k, n] of Object.entries(value as Record<string, unknown>)) if (typeof n === 'number') map[k] = (map[k] ?? 0) + n;
      into[key] = map;
    }
  }
  return into;
}

/** One number out of a day's counters: `count(c, 'visits')` or `count(c, 'quiz_finished', 'newblood')`; 0 when absent. */
export function count(counters: Counters, key: string, sub?: string): number {
  const value = counters[key];
  if (sub === undefined) return typeof value === 'number' ? value : Object.values(value ?? {}).reduce((a, b) => a + b, 0);
  return typeof value === 'object' ? (value[sub] ?? 0) : 0;
}
