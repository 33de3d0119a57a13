import { FOUNDING_SPOTS_PATH, FOUNDING_SPOTS_REFRESH_MS, parseFoundingSpots, type FoundingSpots } from '@shared/membership/founding-spots';

/**
 * The founding spots left, one poll per page however many parts of it show
 * them: a small GET of /api/spots (cached by the CDN, no Firebase SDK) once
 * the page has loaded, then every FOUNDING_SPOTS_REFRESH_MS while the tab is
 * visible, so an open page follows sales within a minute. Until the first
 * answer (and without JavaScript) pages show what they were rendered with.
 */
let current: FoundingSpots | null = null;
const listeners = new Set<() => void>();
let timer = 0;

async function refresh(): Promise<void> {
  if (document.hidden) return;
  try {
    const res = await fetch(FOUNDING_SPOTS_PATH, { headers: { accept: 'application/json' } });
    const next = res.ok ? parseFoundingSpots(await res.json()) : null;
    if (!next || (next.cap === current?.cap && next.taken === current?.taken)) return;
    current = next;
    for (const listener of listeners) listener();
  } catch {
    // Offline or a failed answer: the page keeps what it shows, and the next poll tries again.
  }
}

const onVisible = () => void refresh();

function start(): void {
  void refresh();
  timer = window.setInterval(refresh, FOUNDING_SPOTS_REFRESH_MS);
  document.addEventListener('visibilitychange', onVisible);
}

function stop(): void {
  window.removeEventListener('load', start);
  window.clearInterval(timer);
  document.removeEventListener('visibilitychange', onVisible);
}

export function subscribeFoundingSpots(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stop();
  };
}

export const currentFoundingSpots = (): FoundingSpots | null => current;
