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
 * `maxEntries` keys are kept, the oldest going first.
 *
 * Off on the emulators unless FLOATERS_MEMORY_CACHE=on (as `npm run bench --
 * abuse` sets it): the suites change a document and read the answer at once.
 */
export const MEMORY_CACHE_ON = process.env.FUNCTIONS_EMULATOR !== 'true' || process.env.FLOATERS_MEMORY_CACHE === 'on';

interface Entry<T> {
  answer: Promise<T>;
  /** Infinity while the answer is on its way. */
  expiresAt: number;
}

export interface MemoryCache<T> {
  /** The kept answer for `key`, or the one `load` gives (null from `load`: nothing to answer, nothing kept). */
  through(key: string, load: () => Promise<T> | null): Promise<T> | null;
}

export function memoryCache<T>({
  ttlMs,
  maxEntries = 200,
  now = Date.now,
  on = MEMORY_CACHE_ON,
}: {
  ttlMs: (answer: T) => number;
  maxEntries?: number;
  now?: () => number;
  on?: boolean;
}): MemoryCache<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    through(key, load) {
      if (!on) return load();
      const kept = entries.get(key);
      if (kept && now() < kept.expiresAt) return kept.answer;
      const askedAt = now();
      const answer = load();
      if (!answer) return null;
      const entry: Entry<T> = { answer, expiresAt: Infinity };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      answer.then(
        (value) => {
          entry.expiresAt = askedAt + ttlMs(value);
          if (entry.expiresAt <= now() && entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
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
