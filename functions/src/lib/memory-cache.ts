import { randomBytes } from 'node:crypto';
// Not a failure: the load line holds a cache's name, a public path and an instance id, never another service's error.
// eslint-disable-next-line no-restricted-imports
import { logger } from 'firebase-functions/v2';

/**
 * A per-instance, single-flight cache for public reads and pictures: the CDN covers only Hosting's address, so a
 * flood at the function's own costs one load per instance, key and `ttlMs`. Failures are not kept; past `maxEntries`
 * or `maxBytes` the oldest go. Off on the emulators unless FLOATERS_MEMORY_CACHE=on. Each load logs
 * `memory cache load`, which the abuse bench counts.
 */
export const MEMORY_CACHE_ON = process.env.FUNCTIONS_EMULATOR !== 'true' || process.env.FLOATERS_MEMORY_CACHE === 'on';

/**
 * Answers that cannot change while their document lives (a certificate's pictures) are cached on the emulators too,
 * as production's CDN would hold them, so pages do not redraw them. FLOATERS_MEMORY_CACHE=off turns these off as
 * well (the abuse bench's "before").
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
