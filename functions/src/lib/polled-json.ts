import type { Request } from 'firebase-functions/v2/https';
import { logExternalError } from './log-external-error';
import { memoryCache } from './memory-cache';

type Response = NonNullable<Request['res']>;

export interface PolledJson {
  /** Names the read in the log when it fails. */
  what: string;
  cacheSeconds: number;
  /**
   * Each answer by its one path, which is also its cache key: any other path (a made-up segment before a feed's
   * name, or after the function's own address) is a 404 before any read, so no spelling makes a fresh key.
   */
  reads: Readonly<Record<string, () => Promise<unknown>>>;
}

/**
 * A small public JSON read that open pages poll through a Hosting rewrite (/api/spots, /api/founders/*): the CDN keeps
 * it `cacheSeconds`, browsers always revalidate (max-age=0). Query strings are refused, as each would miss the CDN;
 * failures are not cached. Instances cache too (lib/memory-cache.ts), for the function's own address.
 */
export const polledJson = ({ what, cacheSeconds, reads }: PolledJson) => {
  const answers = memoryCache<unknown>({ name: what, ttlMs: () => cacheSeconds * 1000 });
  return async (req: Request, res: Response): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').set('Cache-Control', 'no-store').status(405).end();
      return;
    }
    const read = req.url.includes('?') || !Object.hasOwn(reads, req.path) ? null : reads[req.path]!;
    const answer = read && answers.through(req.path, read);
    if (!answer) {
      res.set('Cache-Control', 'public, max-age=300, s-maxage=3600').status(404).json({ error: 'not-found' });
      return;
    }
    try {
      res.set('Cache-Control', `public, max-age=0, s-maxage=${cacheSeconds}`).json(await answer);
    } catch (err) {
      logExternalError(`${what}: the read failed`, err);
      res.set('Cache-Control', 'no-store').status(503).json({ error: 'unavailable' });
    }
  };
};
