import { onRequest } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { db } from '../lib/admin';
import { polledJson } from '../lib/polled-json';
import { SCALING } from '../scaling';
import { COLLECTIONS } from '../shared/collections';
import { FOUNDERS_FEEDS, FOUNDERS_FEED_CACHE_SECONDS, founder, type Founder, type FoundersFeed } from '../shared/certificates/founders-feed';

async function readFounders(feed: FoundersFeed): Promise<{ founders: Founder[] }> {
  const { order, size } = FOUNDERS_FEEDS[feed];
  const snap = await db.collection(COLLECTIONS.certificates).orderBy('created_at', order).limit(size).get();
  return { founders: snap.docs.map((d) => founder(d.id, d.data())) };
}

/** The feeds, each at its one path (lib/polled-json.ts): any other path is a 404 before any read. */
export const answerFoundersFeed = polledJson({
  what: 'foundersFeed',
  cacheSeconds: FOUNDERS_FEED_CACHE_SECONDS,
  reads: Object.fromEntries(
    (Object.keys(FOUNDERS_FEEDS) as FoundersFeed[]).map((feed) => [FOUNDERS_FEEDS[feed].path, () => readFounders(feed)]),
  ),
});

/**
 * The founders public pages follow while open (shared/certificates/founders-feed.ts):
 * `{founders: [...]}` at /api/founders/first and /api/founders/newest through
 * Hosting, one query per feed and half minute however many pages poll it.
 */
export const foundersFeed = onRequest({ region: REGION, ...SCALING.foundersFeed, cors: false }, answerFoundersFeed);
