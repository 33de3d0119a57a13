/**
 * A small CDN-cached JSON answer a page follows while open: a GET after load, then every `everyMs` while visible,
 * shared by every follower. No Firebase SDK, so read pages stay light; until the first answer, pages show what they
 * were rendered with.
 */
export interface JsonPoll<T> {
  /** Calls `listener` whenever the answer changes (the first answer is a change), until the returned cleanup. */
  subscribe: (listener: () => void) => () => void;
  /** The last answer; null before the first. */
  current: () => T | null;
}

export function pollJson<T>(path: string, parse: (body: unknown) => T | null, same: (a: T, b: T) => boolean, everyMs: number): JsonPoll<T> {
  let current: T | null = null;
  const listeners = new Set<() => void>();
  let timer = 0;

  async function refresh(): Promise<void> {
    if (document.hidden) return;
    try {
      const res = await fetch(path, { headers: { accept: 'application/json' } });
      const next = res.ok ? parse(await res.json()) : null;
      if (!next || (current !== null && same(next, current))) return;
      current = next;
      for (const listener of listeners) listener();
    } catch {
      // Offline or a failed answer: the page keeps what it shows, and the next poll tries again.
    }
  }

  const onVisible = () => void refresh();

  function start(): void {
    void refresh();
    timer = window.setInterval(refresh, everyMs);
    document.addEventListener('visibilitychange', onVisible);
  }

  function stop(): void {
    window.removeEventListener('load', start);
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  }

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) {
        if (document.readyState === 'complete') start();
        else window.addEventListener('load', start, { once: true });
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
    current: () => current,
  };
}
