import type { BulkWriter, Firestore } from 'firebase-admin/firestore';
import {
  addCounters,
  countersFor,
  INSIGHTS_COLLECTION,
  insightsShardId,
  utcDay,
  type Counters,
} from '../../functions/src/shared/insights/counters';
import { SHARE_TARGET_ROUTES, type InsightEvent, type RoutePattern, type ShareNetwork } from '../../functions/src/shared/insights/events';
import { QUIZ_RESULT_TYPES } from '../../functions/src/shared/quiz/result-types';

const DAY = 24 * 60 * 60 * 1000;
export const INSIGHTS_DEMO_DAYS = 60;

/** A small seeded generator, so every seed writes the same 60 days. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 2 ** 32;
    return s / 2 ** 32;
  };
}

const LANDINGS: RoutePattern[] = [
  '/',
  '/',
  '/',
  '/quiz',
  '/quiz',
  SHARE_TARGET_ROUTES.certificate,
  SHARE_TARGET_ROUTES.quiz_result,
  '/why',
  '/team',
  '/foundingfloaters',
];
const CODES = ['djkayla', 'djkayla', 'lamar216', 'westsidemarket'];
const NETWORKS: ShareNetwork[] = ['facebook', 'facebook', 'x', 'linkedin', 'copy_link'];

/** A sale the demo's checkout clicks led to, recorded later through the sale path (scripts/lib/seed-sales.ts). */
export interface DemoSale {
  date: string;
  /** When it was bought: within its day, never later than the seed's now. */
  atMs: number;
  affiliateCode: string | null;
  refunded: boolean;
}

/**
 * Sixty believable days for /admin/insights (growing traffic with weekend bumps, the quiz funnel, checkouts, shares),
 * folded into counters as collectInsights does, plus the sales those clicks led to, recorded as pings. Sign-ups count
 * themselves (scripts/lib/seed-waitlist.ts).
 */
export function writeInsightsDemo(writer: BulkWriter, db: Firestore, now: number): DemoSale[] {
  const rand = random(216);
  const pickOf = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const sales: DemoSale[] = [];
  for (let back = INSIGHTS_DEMO_DAYS - 1; back >= 0; back--) {
    const date = utcDay(now - back * DAY);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const visits = Math.round((25 + (INSIGHTS_DEMO_DAYS - back) * 1.4) * (weekday === 0 || weekday === 6 ? 1.4 : 1) * (0.8 + rand() * 0.4));
    const events: InsightEvent[] = [];
    for (let v = 0; v < visits; v++) {
      const landing = pickOf(LANDINGS);
      events.push({ name: 'page_view', page: landing, landing: true });
      if (landing === SHARE_TARGET_ROUTES.certificate && rand() < 0.6)
        events.push({ name: 'share_visit', target: 'certificate', source: pickOf(NETWORKS) });
      if (landing === SHARE_TARGET_ROUTES.quiz_result && rand() < 0.7)
        events.push({ name: 'share_visit', target: 'quiz_result', source: pickOf(NETWORKS) });
      if (rand() < 0.5) events.push({ name: 'page_view', page: pickOf(LANDINGS), landing: false });
      if (rand() < 0.4) {
        events.push({ name: 'quiz_started' });
        if (rand() < 0.8) {
          const result = pickOf(QUIZ_RESULT_TYPES);
          events.push({ name: 'quiz_finished', result });
          if (rand() < 0.15) events.push({ name: 'share_clicked', target: 'quiz_result', network: pickOf(NETWORKS), result });
          if (rand() < 0.2)
            events.push({
              name: 'checkout_clicked',
              page: SHARE_TARGET_ROUTES.quiz_result,
              result,
              ...(rand() < 0.4 ? { affiliate: pickOf(CODES) } : {}),
            });
        }
      } else if (rand() < 0.08) {
        events.push({ name: 'checkout_clicked', page: landing, ...(rand() < 0.3 ? { affiliate: pickOf(CODES) } : {}) });
      }
      if (landing === SHARE_TARGET_ROUTES.certificate && rand() < 0.1)
        events.push({ name: 'share_clicked', target: 'certificate', network: pickOf(NETWORKS) });
      if (rand() < 0.005) events.push({ name: 'partner_message_sent' });
    }
    const counters = events.reduce<Counters>((sum, e) => addCounters(sum, countersFor(e)), {});
    writer.set(db.collection(INSIGHTS_COLLECTION).doc(insightsShardId(date, 0)), { date, ...counters });

    // About one checkout click in seven ends in a sale, at the affiliate's share of the clicks, between 8:00 and 22:00 UTC.
    // Each is recorded through the sale's own transaction (some 60 ms each on the emulator), so the demo keeps to about 80.
    const byCode = (counters.checkout_by_affiliate ?? {}) as Record<string, number>;
    const direct = ((counters.checkout_clicked as number | undefined) ?? 0) - Object.values(byCode).reduce((a, b) => a + b, 0);
    for (const [code, clicks] of [...Object.entries(byCode), [null, direct] as const]) {
      for (let c = 0; c < clicks; c++) {
        if (rand() >= 0.15) continue;
        const atMs = Math.min(Date.parse(`${date}T08:00:00Z`) + Math.floor(rand() * 14 * 60 * 60 * 1000), now - 60_000);
        sales.push({ date, atMs, affiliateCode: code, refunded: rand() < 0.06 });
      }
    }
  }
  return sales;
}
