import { FOUNDERS_FEEDS, FOUNDERS_FEED_CACHE_SECONDS, type Founder } from '@shared/certificates/founders-feed';
import { randomUUID } from 'node:crypto';
import { answerFoundersFeed } from '../../functions/src/certificates/founders-http';
import { closeAdmin, resetFirestore, urls } from '../support/emulators';
import { issueCertificate } from '../support/certificates';
import { countFirestoreReads, getDirect } from '../support/direct-request';

/**
 * The founders feeds as the Wall of Fame and the home page's toast read them
 * (/api/founders/* through Hosting): the first ten oldest first, the newest
 * twenty newest first, each founder's shown fields and nothing else.
 */
const buyer = (fullName: string, city: string | null = 'Parma') =>
  issueCertificate({ fullName, city, issueDateIso: '2026-04-02', userId: 'uid-of-the-buyer', source: 'gumroad' });

async function founders(feed: keyof typeof FOUNDERS_FEEDS): Promise<Founder[]> {
  const res = await fetch(`${urls().site}${FOUNDERS_FEEDS[feed].path}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { founders: Founder[] }).founders;
}

beforeAll(async () => {
  await resetFirestore();
  for (let i = 1; i <= 22; i++) await buyer(`Floater ${i}`, i % 2 ? 'Parma' : null);
});
afterAll(async () => {
  await resetFirestore();
  await closeAdmin();
});

describe('/api/founders/first', () => {
  it("answers the wall's first ten, oldest first, cached by the CDN for half a minute and not by browsers", async () => {
    const res = await fetch(`${urls().site}${FOUNDERS_FEEDS.first.path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${FOUNDERS_FEED_CACHE_SECONDS}`);
    const { founders: first } = (await res.json()) as { founders: Founder[] };
    expect(first.map((f) => f.full_name)).toEqual(Array.from({ length: 10 }, (_, i) => `Floater ${i + 1}`));
    expect(first[0]).toEqual({ id: expect.any(String), full_name: 'Floater 1', city: 'Parma', issue_date_iso: '2026-04-02', member_number: 1 });
    expect(first[1]!.city).toBeNull();
  });
});

describe('/api/founders/newest', () => {
  it("answers the toast's newest twenty, newest first, without the buyers' account ids", async () => {
    const newest = await founders('newest');
    expect(newest.map((f) => f.member_number)).toEqual(Array.from({ length: 20 }, (_, i) => 22 - i));
    expect(JSON.stringify(newest)).not.toContain('uid-of-the-buyer');
  });
});

describe('anything else', () => {
  it('is not found, without a read: another feed, or a query string that would miss the CDN', async () => {
    for (const path of ['/api/founders/all', `${FOUNDERS_FEEDS.first.path}?nocache=1`]) {
      const res = await fetch(`${urls().site}${path}`);
      expect(res.status).toBe(404);
    }
  });

  it("is not found at the function's own address under a made-up path, without a read: no spelling is a fresh cache key", async () => {
    for (const path of [`/${randomUUID()}/newest`, `/${randomUUID()}${FOUNDERS_FEEDS.first.path}`, '/newest', '/']) {
      expect((await fetch(`${urls().functions}/foundersFeed${path}`)).status).toBe(404);
    }
    // The handler itself, in this process, where its reads can be counted.
    const counter = countFirestoreReads();
    try {
      for (let i = 0; i < 20; i++) expect((await getDirect(answerFoundersFeed, `/${randomUUID()}/newest`)).status).toBe(404);
      expect(counter.reads()).toBe(0);
      // The control: the feed at its one path is one query.
      expect((await getDirect(answerFoundersFeed, FOUNDERS_FEEDS.newest.path)).status).toBe(200);
      expect(counter.reads()).toBe(1);
    } finally {
      counter.stop();
    }
  });

  it('refuses anything but a read', async () => {
    const res = await fetch(`${urls().functions}/foundersFeed/first`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
