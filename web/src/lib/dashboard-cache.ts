/**
 * The admin dashboard's figures as this device last showed them, so the next visit shows them within its first paint
 * while the live counts load behind them (stale-while-revalidate). Kept for the admin who saw them only: the auth
 * listener (lib/firebase.ts) forgets them the moment anyone else, or no one, is signed in.
 */
const KEY = 'floaters.admin-dashboard';

export interface CachedDashboard<T> {
  uid: string;
  /** When the live figures were counted (ms since the epoch). */
  savedAt: number;
  figures: T;
}

export function cachedDashboard<T>(): CachedDashboard<T> | null {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    return raw ? (JSON.parse(raw) as CachedDashboard<T>) : null;
  } catch {
    return null;
  }
}

export function cacheDashboard<T>(uid: string, figures: T, savedAt = Date.now()): void {
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify({ uid, savedAt, figures } satisfies CachedDashboard<T>));
  } catch {
    // Storage refused (private mode, quota): the next visit waits for the live counts, as without the cache.
  }
}

/** Drops the figures unless `uid` is the admin who saw them. */
export function forgetDashboardUnlessFor(uid: string | null): void {
  if (cachedDashboard()?.uid === uid) return;
  try {
    globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Nothing stored can be read either.
  }
}
