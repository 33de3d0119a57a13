import { memoryCache } from '../../functions/src/lib/memory-cache';
import { polledJson } from '../../functions/src/lib/polled-json';
import { shareReply } from '../../functions/src/http/share-reply';
import { getDirect as get } from '../support/direct-request';

/**
 * The public reads and pictures also answer at the functions' own addresses, where no CDN caches them: each
 * instance keeps an answer as long as the CDN would, and concurrent requests share one read or drawing.
 */
afterEach(() => jest.useRealTimers());

describe('a polled public read at a direct address (/api/spots, the founders feed)', () => {
  it('reads once per instance and cache period however many requests come, at once or one after another', async () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 27, 12), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    let reads = 0;
    const handler = polledJson({ what: 'test', cacheSeconds: 30, reads: { '/api/spots': async () => ({ taken: ++reads }) } });
    const burst = await Promise.all(Array.from({ length: 500 }, () => get(handler, '/api/spots')));
    for (let i = 0; i < 500; i++) await get(handler, '/api/spots');
    expect(reads).toBe(1);
    expect(new Set(burst.map((r) => JSON.stringify(r.body)))).toEqual(new Set(['{"taken":1}']));
    jest.setSystemTime(Date.now() + 30_000);
    expect((await get(handler, '/api/spots')).body).toEqual({ taken: 2 });
  });

  it('keeps no failed read, and reads nothing for an address no page asks for', async () => {
    let reads = 0;
    const handler = polledJson({
      what: 'test',
      cacheSeconds: 30,
      reads: { '/api/spots': () => (++reads === 1 ? Promise.reject(new Error('down')) : Promise.resolve({ ok: true })) },
    });
    expect((await get(handler, '/api/spots')).status).toBe(503);
    expect((await get(handler, '/api/spots')).body).toEqual({ ok: true });
    for (const path of ['/api/other', '/x/api/spots', '/', '/api/spots?v=1', '/toString', '/__proto__']) {
      expect((await get(handler, path)).status).toBe(404);
    }
    expect(reads).toBe(2);
  });
});

describe('the memory cache', () => {
  it('keeps at most its number of keys, the oldest going first', async () => {
    let loads = 0;
    const cache = memoryCache<number>({ name: 'test', ttlMs: () => 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c', 'a']) await cache.through(key, async () => ++loads);
    expect(loads).toBe(4);
    await cache.through('c', async () => ++loads);
    expect(loads).toBe(4);
  });

  it('keeps answers up to its weight, the oldest going first', async () => {
    let loads = 0;
    const cache = memoryCache<string>({ name: 'test', ttlMs: () => 60_000, maxEntries: Infinity, maxBytes: 300, bytes: (s) => s.length });
    const load = (key: string) => cache.through(key, async () => `${++loads}`.padEnd(100, '.'));
    for (const key of ['a', 'b', 'c']) await load(key);
    await load('a');
    expect(loads).toBe(3);
    // Four would weigh 400: the oldest goes.
    await load('d');
    await load('b');
    expect(loads).toBe(4);
    await load('a');
    expect(loads).toBe(5);
  });
});

describe('a share picture at a direct address', () => {
  it('is drawn once per instance and cache period, however often its address is asked for', async () => {
    const site = 'https://clevelandfloaters.example';
    const first = await shareReply('/quiz/result/newblood/og.png', {}, site);
    expect(first).toMatchObject({ status: 200, type: 'png' });
    const again = await Promise.all(Array.from({ length: 20 }, () => shareReply('/quiz/result/newblood/og.png', {}, site)));
    // The same bytes, not a drawing of the same picture: nothing was drawn again.
    expect(again.every((reply) => reply.body === first.body)).toBe(true);
  });
});
