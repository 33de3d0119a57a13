import {
  addCounters,
  AFFILIATE_CODES_PER_SHARD,
  boundedForShard,
  count,
  countersFor,
  emptyCounters,
  OTHER_KEY,
} from '@shared/insights/counters';
import { buildInsightsReport } from '../../web/src/features/insights/utils/insights-report';

const click = (affiliate: string) => countersFor({ name: 'checkout_clicked', page: '/', affiliate });

describe('insights counters under hostile keys', () => {
  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf'])('count a code named %s as a number', (code) => {
    const day = addCounters(emptyCounters(), click(code));
    addCounters(day, click(code));
    expect(count(day, 'checkout_by_affiliate', code === '__proto__' ? OTHER_KEY : code)).toBe(2);
    expect(count(day, 'checkout_clicked')).toBe(2);
    // And no map shared its prototype with every other object.
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('reports a code named constructor with its real click count (issue N4 read "function Object() { [native code] }1")', () => {
    const shard = { date: '2026-11-24', ...addCounters(emptyCounters(), click('constructor')) };
    const report = buildInsightsReport([shard], [], '2026-11-24', '2026-11-24', 5);
    expect(report.affiliates).toEqual([{ code: 'constructor', checkoutClicks: 1, sales: 0, refunded: 0, commissionUsd: 0, conversion: 0 }]);
  });

  it('counts a reserved field name (__name__) under (other), since Firestore cannot store it as a key', () => {
    expect(click('__name__')).toMatchObject({ checkout_by_affiliate: { [OTHER_KEY]: 1 } });
  });
});

describe('a shard of insights counters', () => {
  const full = { checkout_by_affiliate: Object.fromEntries(Array.from({ length: AFFILIATE_CODES_PER_SHARD }, (_, i) => [`code-${i}`, 3])) };

  it('takes new affiliate codes until it holds the cap, then counts the rest as (other)', () => {
    expect(boundedForShard(click('newcomer'), undefined)).toMatchObject({ checkout_by_affiliate: { newcomer: 1 } });
    expect(boundedForShard(click('newcomer'), full)).toMatchObject({ checkout_by_affiliate: { [OTHER_KEY]: 1 } });
    expect(boundedForShard(click('code-7'), full)).toMatchObject({ checkout_by_affiliate: { 'code-7': 1 } });
  });

  it('stays far under a Firestore document limit whatever codes arrive', () => {
    let shard: Record<string, unknown> = {};
    for (let i = 0; i < 20_000; i += 1) shard = addCounters(shard as never, boundedForShard(click(`${'x'.repeat(50)}-${i}`), shard));
    const keys = Object.keys(shard.checkout_by_affiliate as object);
    expect(keys).toHaveLength(AFFILIATE_CODES_PER_SHARD + 1);
    expect(count(shard as never, 'checkout_by_affiliate', OTHER_KEY)).toBe(20_000 - AFFILIATE_CODES_PER_SHARD);
    expect(Buffer.byteLength(JSON.stringify(shard))).toBeLessThan(64 * 1024);
  });
});
