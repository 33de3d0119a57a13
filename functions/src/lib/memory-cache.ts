import { randomBytes } from 'node:crypto';
// Not a failure: the load line holds a cache's name, a public path and an instance id, never another service's error.
// eslint-disable-next-line no-restricted-imports
import { logger } from 'firebase-functions/v2';

/**
 * A per-instance cache with single flight, for the public reads and pictures
 * that the CDN caches in front of Hosting: the same functions also answer at
 * their own addresses (cloudfunctions.net, run.app), where no CDN stands in
 * front, so each keeps an answer itself for as long as the CDN would. A flood
 * at a direct address then costs at most one read or one drawing per instance,
 * key and period; requests that arrive while the first is still being answered
 * wait for that same answer instead of starting their own (single flight).
 *
 * An answer is kept for `ttlMs(answer)` from when it was asked for (0: not
 * kept); a failed one is not kept, so the next request tries again. At most
 * `maxEntries` keys, and answers of at most `maxBytes` (by `bytes(answer)`), are kept, the oldest going first.
 *
 * Off on the emulators unless FLOATERS_MEMORY_CACHE=on (as `npm run bench --
 * abuse` sets it): the suites change a document and read the answer at once.
 *
 * Every load (a read or a drawing: a miss, or any request while the cache is
 * off) is one debug line in the log, `memory cache load`, naming the cache,
 * the key and this instance: how often the caches refill, and what the bench
 * counts to show a flood's reads and drawings, with no endpoint telling anyone.
 */
export const MEMORY_CACHE_ON = process.env.FUNCTIONS_EMULATOR !== 'true' || process.env.FLOATERS_MEMORY_CACHE === 'on';

/**
 * Answers that cannot change while their document lives (a certificate's pictures) are kept on the emulators too, as
 * a site in use has them: a visitor's first Share takes the server's picture, which the CDN and the instance already
 * hold in production, and which the emulators would otherwise draw again for every page. FLOATERS_MEMORY_CACHE=off
 * turns these off as well (the abuse bench's "before").
 */
export const LASTING_CACHE_ON = process.env.FLOATERS_MEMORY_CACHE !== 'off';

/** Tells this instance's log lines apart from another's where the platform does not label them (the emulators). */
const INSTANCE = randomBytes(4).toString('hex');
export const MEMORY_CACHE_LOAD_LOG = 'memory cache load';

interface Entry<T> {
  answer: Promise<T>;
  /** Infinity while the answer is on its way. */
  expiresAt: number;
  /** What it counts toward `maxBytes`: 0 while on its way. */
  bytes: number;
}

export interface MemoryCache<T> {
  /** The kept answer for `key`, or the one `load` gives (null from `load`: nothing to answer, nothing kept). */
  through(key: string, load: () => Promise<T> | null): Promise<T> | null;
}

export function memoryCache<T>({
  name,
  ttlMs,
  maxEntries = 200,
  maxBytes = Infinity,
  bytes = () => 0,
  now = Date.now,
  on = MEMORY_CACHE_ON,
}: {
  /** Names the cache in its log lines. */
  name: string;
  ttlMs: (answer: T) => number;
  maxEntries?: number;
  maxBytes?: number;
  bytes?: (answer: T) => number;
  now?: () => number;
  on?: boolean;
}): MemoryCache<T> {
  const entries = new Map<string, Entry<T>>();
  let keptBytes = 0;
  const drop = (key: string) => {
    keptBytes -= entries.get(key)?.bytes ?? 0;
    entries.delete(key);
  };
  const dropOldest = () => drop(entries.keys().next().value!);
  const loaded = (key: string, load: () => Promise<T> | null) => {
    const answer = load();
    if (answer) logger.debug(MEMORY_CACHE_LOAD_LOG, { cache: name, key, instance: INSTANCE });
    return answer;
  };
  return {
    through(key, load) {
      if (!on) return loaded(key, load);
      const kept = entries.get(key);
      if (kept && now() < kept.expiresAt) return kept.answer;
      const askedAt = now();
      const answer = loaded(key, load);
      if (!answer) return null;
      const entry: Entry<T> = { answer, expiresAt: Infinity, bytes: 0 };
      drop(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) dropOldest();
      answer.then(
        (value) => {
          if (entries.get(key) !== entry) return;
          entry.expiresAt = askedAt + ttlMs(value);
          if (entry.expiresAt <= now()) return drop(key);
          entry.bytes = bytes(value);
          keptBytes += entry.bytes;
          while (keptBytes > maxBytes) dropOldest();
        },
        () => {
          if (entries.get(key) === entry) drop(key);
        },
      );
      return answer;
    },
  };
}

/** The shared cache lifetime of a Cache-Control value (`s-maxage`, else `max-age`), in ms; 0 when it has none. */
export function sharedMaxAgeMs(cacheControl: string | undefined): number {
  const match = /s-maxage=(\d+)/.exec(cacheControl ?? '') ?? /max-age=(\d+)/.exec(cacheControl ?? '');
  return match ? Number(match[1]) * 1000 : 0;
}
