import { createHash } from 'node:crypto';
import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { COLLECT_EVENTS_PER_SHARD_DAY, COLLECT_RATE_LIMIT, collectDayCountDoc, collectEvent } from '../../functions/src/insights/collect';
import { addressBucket } from '../../functions/src/lib/client-address';
import { rateLimitWindowStart } from '../../functions/src/lib/rate-limit';
import { addCounters, count, INSIGHTS_COLLECTION, INSIGHTS_SHARDS, type Counters } from '@shared/insights/counters';
import { INSIGHTS_COLLECT_PATH } from '@shared/insights/events';
import { BURST_TIMEOUT_MS, adminDb, closeAdmin, resetFirestore, urls } from '../support/emulators';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

let caller = 0;
const nextAddress = () => `203.0.113.${++caller}`;

/** Posts as sendBeacon does from a page of the site (a text/plain JSON body and the page's Origin), from `address` unless told otherwise. */
async function post(
  body: unknown,
  { address = nextAddress(), userAgent = CHROME, url = `${urls().functions}/collectInsights`, headers = {} as Record<string, string> } = {},
) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': userAgent,
      'x-forwarded-for': address,
      origin: urls().site,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return res.status;
}

async function stored(): Promise<Counters> {
  const shards = await adminDb().collection(INSIGHTS_COLLECTION).get();
  return shards.docs.reduce<Counters>((sum, d) => addCounters(sum, d.data()), {});
}

/** Every document the collector wrote, with its path: the counters and the rate-limit windows. */
async function everythingWritten(): Promise<string> {
  const [shards, windows] = await Promise.all([
    adminDb().collection(INSIGHTS_COLLECTION).get(),
    adminDb().collectionGroup('insights_windows').get(),
  ]);
  return JSON.stringify([...shards.docs, ...windows.docs].map((d) => ({ path: d.ref.path, data: d.data() })));
}

/**
 * Sets how much of its limit `address` has used, in this window and the next: a test's requests may reach the
 * function after the ten-minute window (or the day, which changes the address's bucket) has turned over.
 */
async function useWindows(address: string, used: number): Promise<DocumentReference[]> {
  const now = Date.now();
  const windows: DocumentReference[] = [];
  // The later window first: when it falls on the next day (UTC), its bucket makes that day's salt, which deletes the
  // salt of the day before; the current window's, made second, then makes today's again, where the function finds it.
  for (const at of [now + COLLECT_RATE_LIMIT.windowMs, now]) {
    const window = adminDb().doc(
      `${await addressBucket(address, 'insights_windows', at)}/${rateLimitWindowStart(at, COLLECT_RATE_LIMIT.windowMs)}`,
    );
    await window.set({ count: used });
    windows.unshift(window);
  }
  return windows;
}

beforeEach(resetFirestore);
afterAll(closeAdmin);

describe('collectInsights', () => {
  it('counts events into the day’s counters, with affiliate codes lowercased as sales record them', async () => {
    expect(await post({ name: 'page_view', page: '/quiz', landing: true })).toBe(204);
    expect(await post({ name: 'quiz_finished', result: 'newblood' })).toBe(204);
    expect(await post({ name: 'checkout_clicked', page: '/quiz/result/:type', affiliate: 'DJKayla', result: 'newblood' })).toBe(204);
    expect(await stored()).toEqual({
      visits: 1,
      page_views: { '/quiz': 1 },
      quiz_finished: { newblood: 1 },
      checkout_clicked: 1,
      checkout_by_page: { '/quiz/result/:type': 1 },
      checkout_by_affiliate: { djkayla: 1 },
      checkout_by_result: { newblood: 1 },
    });
    const [shard] = (await adminDb().collection(INSIGHTS_COLLECTION).get()).docs;
    expect(shard!.id).toMatch(new RegExp(`^${new Date().toISOString().slice(0, 10)}_\\d+$`));
  });

  it('is reached on the site’s own origin through the Hosting rewrite', async () => {
    expect(await post({ name: 'quiz_started' }, { url: `${urls().site}${INSIGHTS_COLLECT_PATH}` })).toBe(204);
    expect(await stored()).toEqual({ quiz_started: 1 });
  });

  it('stores no address, no user agent and no email, whatever the sender adds', async () => {
    const address = '198.51.100.77';
    await post({ name: 'partner_message_sent', email: 'dana@example.com', ip: address }, { address });
    await post({ name: 'checkout_clicked', page: '/', affiliate: 'dana@example.com' }, { address });
    const written = await everythingWritten();
    expect(written).toContain('partner_messages');
    expect(written).toContain('insights_windows');
    for (const secret of [address, '198.51.100', 'dana', 'example.com', 'Chrome', 'Mozilla']) expect(written).not.toContain(secret);
  });

  it('does not count bots, refuses what is not an event, and answers only POST', async () => {
    expect(await post({ name: 'quiz_started' }, { userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).toBe(204);
    expect(await post({ name: 'quiz_started' }, { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/142.0.0.0' })).toBe(204);
    expect(await post({ name: 'quiz_started' }, { userAgent: '' })).toBe(204);
    expect(await post('{"name":"page_view","page":"/founders/c/floater-7k2m","landing":true}')).toBe(400);
    expect(await post('not json')).toBe(400);
    expect((await fetch(`${urls().functions}/collectInsights`)).status).toBe(405);
    expect(await everythingWritten()).toBe('[]');
  });

  it('stops counting an address that has used its window, and only that address', async () => {
    const busy = nextAddress();
    await useWindows(busy, COLLECT_RATE_LIMIT.max);
    expect(await post({ name: 'quiz_started' }, { address: busy })).toBe(204);
    expect(await stored()).toEqual({});
    await post({ name: 'quiz_started' });
    expect(await stored()).toEqual({ quiz_started: 1 });
  });

  it(
    'loses no increment when many events arrive at once',
    async () => {
      // Through collectEvent, what the endpoint runs, on the emulator's Firestore: through the endpoint each request in
      // flight starts an emulator worker of its own (16 took 76 s of a 2-core machine). 32 over 32 shards put
      // several on one shard in every run.
      const sends = Array.from({ length: 32 }, (_, i) =>
        collectEvent(JSON.stringify({ name: 'share_clicked', target: 'certificate', network: i % 2 ? 'x' : 'facebook' }), {
          userAgent: CHROME,
          address: nextAddress(),
        }),
      );
      expect(new Set(await Promise.all(sends))).toEqual(new Set(['counted']));
      expect(await stored()).toEqual({ certificate_shares: { x: 16, facebook: 16 } });
    },
    BURST_TIMEOUT_MS,
  );

  it("stops counting for everyone once the day's events reach the ceiling, writing nothing more", async () => {
    const now = Date.now();
    // Today's and tomorrow's, in case the request lands after midnight (UTC).
    const days = [now, now + 24 * 60 * 60 * 1000];
    for (const at of days) {
      for (let shard = 0; shard < INSIGHTS_SHARDS; shard++) {
        await adminDb().doc(collectDayCountDoc(at, shard)).set({ count: COLLECT_EVENTS_PER_SHARD_DAY });
      }
    }
    expect(await post({ name: 'quiz_started' })).toBe(204);
    expect(await post({ name: 'page_view', page: '/', landing: true })).toBe(204);
    expect(await stored()).toEqual({});
    expect((await adminDb().collectionGroup('insights_windows').get()).size).toBe(0);

    await adminDb().doc(collectDayCountDoc(now, 0)).set({ count: COLLECT_EVENTS_PER_SHARD_DAY - 1 });
    await adminDb().doc(collectDayCountDoc(now + 24 * 60 * 60 * 1000, 0)).set({ count: COLLECT_EVENTS_PER_SHARD_DAY - 1 });
    // Only shard 0 has room left; an event lands on a random shard, so a few tries find it.
    for (let n = 0; n < 400 && count(await stored(), 'quiz_started') === 0; n++) await post({ name: 'quiz_started' });
    expect(await stored()).toEqual({ quiz_started: 1 });
    expect((await adminDb().doc(collectDayCountDoc(now, 0)).get()).get('count')).toBe(COLLECT_EVENTS_PER_SHARD_DAY);
  });

  it('counts only events sent from pages of the site (Origin, else Referer)', async () => {
    expect(await post({ name: 'quiz_started' }, { headers: { origin: 'https://evil.example' } })).toBe(204);
    expect(await post({ name: 'quiz_started' }, { headers: { origin: '' } })).toBe(204);
    expect(await stored()).toEqual({});
    expect(await post({ name: 'quiz_started' }, { headers: { origin: '', referer: `${urls().site}/quiz` } })).toBe(204);
    expect(await stored()).toEqual({ quiz_started: 1 });
  });

  it(
    'holds one sender to its limit even when a burst arrives at once',
    async () => {
      const address = nextAddress();
      const seeded = COLLECT_RATE_LIMIT.max - 5;
      const windows = await useWindows(address, seeded);
      // Through collectEvent, as the burst above.
      const burst = await Promise.all(
        Array.from({ length: 16 }, () => collectEvent(JSON.stringify({ name: 'quiz_started' }), { userAgent: CHROME, address })),
      );
      expect(burst.filter((outcome) => outcome !== 'counted' && outcome !== 'limited')).toEqual([]);
      // Never past the limit in any window; a request that lost the race for its window may be dropped with the rest.
      const used = (await Promise.all(windows.map((w) => w.get()))).map((w) => w.get('count') as number);
      for (const n of used) expect(n).toBeLessThanOrEqual(COLLECT_RATE_LIMIT.max);
      const counted = count(await stored(), 'quiz_started');
      expect(counted).toBeGreaterThan(0);
      expect(counted).toBe(used.reduce((sum, n) => sum + n - seeded, 0));
    },
    BURST_TIMEOUT_MS,
  );

  it('tells visitors behind one CDN edge apart by the address Hosting passes on', async () => {
    const edge = '151.101.65.195';
    const behindEdge = (visitor: string) => ({ address: `${visitor}, ${edge}`, headers: { 'fastly-client-ip': visitor } });
    await useWindows('203.0.113.200', COLLECT_RATE_LIMIT.max);
    expect(await post({ name: 'quiz_started' }, behindEdge('203.0.113.200'))).toBe(204);
    expect(await stored()).toEqual({});
    expect(await post({ name: 'quiz_started' }, behindEdge('203.0.113.201'))).toBe(204);
    expect(await stored()).toEqual({ quiz_started: 1 });
  });

  it('gives a caller at the direct address no fresh limit for a Fastly-Client-IP it made up', async () => {
    const address = '198.51.100.88';
    await useWindows(address, COLLECT_RATE_LIMIT.max);
    for (let n = 1; n <= 3; n++) {
      expect(await post({ name: 'quiz_started' }, { address, headers: { 'fastly-client-ip': `10.9.9.${n}` } })).toBe(204);
    }
    expect(await stored()).toEqual({});
  });

  it("names rate-limit documents by a salted hash that the day's end takes away", async () => {
    const address = '198.51.100.23';
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await adminDb().doc(`rate_limits/salt-${yesterday}`).set({ salt: 'yesterday' });
    await post({ name: 'quiz_started' }, { address });
    expect((await adminDb().doc(`rate_limits/salt-${yesterday}`).get()).exists).toBe(false);
    const [window] = (await adminDb().collectionGroup('insights_windows').get()).docs;
    const unsalted = createHash('sha256').update(address).digest('hex').slice(0, 32);
    expect(window!.ref.parent.parent!.id).not.toBe(`ip-${unsalted}`);
    const today = new Date().toISOString().slice(0, 10);
    const salt = await adminDb().doc(`rate_limits/salt-${today}`).get();
    expect(salt.get('salt')).toEqual(expect.any(String));
    expect((salt.get('expires_at') as Timestamp).toMillis()).toBe(Date.parse(`${today}T00:00:00Z`) + 24 * 60 * 60 * 1000);
  });
});
