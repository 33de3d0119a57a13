/** How many founders the Wall of Fame shows. */
export const WALL_SIZE = 10;

/**
 * The founders feeds pages follow while open (the Wall of Fame's first ten, the toast's newest twenty): a small GET
 * (foundersFeed via a Hosting rewrite) the CDN keeps FOUNDERS_FEED_CACHE_SECONDS, instead of a Firestore listener,
 * which would load the Firestore SDK on read pages and cost reads per visitor.
 */
export const FOUNDERS_FEEDS = {
  /** The Wall of Fame: the first founders, oldest first. */
  first: { path: '/api/founders/first', order: 'asc', size: WALL_SIZE },
  /** The social-proof toast: the newest founders, newest first. */
  newest: { path: '/api/founders/newest', order: 'desc', size: 20 },
} as const;

export type FoundersFeed = keyof typeof FOUNDERS_FEEDS;

export const FOUNDERS_FEED_CACHE_SECONDS = 30;
export const FOUNDERS_FEED_REFRESH_MS = 30_000;

/** What a wall card or a toast shows of a founder; nothing else of a certificate leaves the server this way. */
export interface Founder {
  id: string;
  full_name: string;
  city: string | null;
  issue_date_iso: string;
  member_number: number;
}

export function founder(id: string, data: Record<string, unknown>): Founder {
  return {
    id,
    full_name: String(data.full_name ?? ''),
    city: typeof data.city === 'string' ? data.city : null,
    issue_date_iso: String(data.issue_date_iso ?? ''),
    member_number: Number(data.member_number),
  };
}

const isFounder = (value: unknown): value is Founder => {
  if (!value || typeof value !== 'object') return false;
  const f = value as Record<string, unknown>;
  return (
    typeof f.id === 'string' &&
    typeof f.full_name === 'string' &&
    (f.city === null || typeof f.city === 'string') &&
    typeof f.issue_date_iso === 'string' &&
    typeof f.member_number === 'number'
  );
};

/** A feed's JSON answer (`{founders: [...]}`), or null when it is not one: a page then keeps what it shows. */
export function parseFounders(value: unknown): Founder[] | null {
  const list = value && typeof value === 'object' ? (value as { founders?: unknown }).founders : undefined;
  if (!Array.isArray(list) || !list.every(isFounder)) return null;
  return list.map(({ id, full_name, city, issue_date_iso, member_number }) => ({ id, full_name, city, issue_date_iso, member_number }));
}

const SHOWN = ['id', 'full_name', 'member_number', 'city', 'issue_date_iso'] as const;

/** A certificate document's fields a Founder is made of (`founder`), for reads that select only them. */
export const FOUNDER_FIELDS = ['full_name', 'city', 'issue_date_iso', 'member_number'] as const;

/** Whether two lists show the same: the same founders, in the same order, with the same cards and toasts. */
export function sameFounders(a: readonly Founder[], b: readonly Founder[]): boolean {
  return a.length === b.length && a.every((f, i) => SHOWN.every((field) => (f[field] ?? null) === (b[i]![field] ?? null)));
}
