/**
 * Founding spots: the owner's cap (`membership_settings/default.founding_spots`) and those taken, i.e. completed,
 * unrefunded Founding Floater sales counted in `counters/founding_spots` by the sale's or refund's transaction. Crew
 * certificates take none. Sales past the cap are honoured; the dashboard says "oversold by N".
 */
export const FOUNDING_SPOTS_DEFAULT = 100;
/** Far above any launch; it keeps a typo from promising a million spots. */
export const FOUNDING_SPOTS_MAX = 100_000;

/** Where pages read the spots: a Hosting rewrite to the foundingSpots function (firebase.json). */
export const FOUNDING_SPOTS_PATH = '/api/spots';
/** How long the CDN keeps an answer; with pages asking every FOUNDING_SPOTS_REFRESH_MS, a sale shows within a minute. */
export const FOUNDING_SPOTS_CACHE_SECONDS = 30;
export const FOUNDING_SPOTS_REFRESH_MS = 30_000;

/** The public summary /api/spots answers with. */
export interface FoundingSpots {
  cap: number;
  taken: number;
  left: number;
}

const wholeOrNull = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/** The stored cap, or the default when unset or unusable. */
export function foundingSpotsCap(value: unknown): number {
  const cap = wholeOrNull(value);
  return cap === null || cap > FOUNDING_SPOTS_MAX ? FOUNDING_SPOTS_DEFAULT : cap;
}

export function foundingSpots(cap: number, taken: unknown): FoundingSpots {
  const count = wholeOrNull(taken) ?? 0;
  return { cap, taken: count, left: Math.max(0, cap - count) };
}

/** Sales past the cap (0 when there are none). */
export const oversoldBy = (spots: FoundingSpots) => Math.max(0, spots.taken - spots.cap);

export const soldOut = (spots: FoundingSpots) => spots.left === 0;

/**
 * The one status of `sales/{id}` that holds a spot: the counter's transactions (holdsSpot) and the recount's count query
 * (functions/src/membership/recount-spots.ts) both read it from here, so the two cannot disagree on what a spot is.
 */
export const SPOT_HOLDING_STATUS = 'completed';

/** A sale holds a spot while it is completed; refunded (or not yet seen) it holds none. */
export const holdsSpot = (status: unknown) => status === SPOT_HOLDING_STATUS;

/** How a sale's change of status moves the count: +1 recorded, -1 refunded, 0 otherwise (a retry, a refund of a refund). */
export const spotsDelta = (before: unknown, after: unknown) => Number(holdsSpot(after)) - Number(holdsSpot(before));

/** A JSON answer of /api/spots, or null when it is not one (a page then keeps what it shows). */
export function parseFoundingSpots(value: unknown): FoundingSpots | null {
  if (!value || typeof value !== 'object') return null;
  const { cap, taken } = value as Record<string, unknown>;
  const c = wholeOrNull(cap);
  const t = wholeOrNull(taken);
  return c === null || t === null ? null : foundingSpots(c, t);
}

/** What a recount found: the stored count (null when the counter is missing or unreadable) and the true one. */
export interface SpotsRecount {
  before: number | null;
  after: number;
  changed: boolean;
}

/** The counter is rewritten only when it differs from the count of the sales, so a recount of a healthy site writes nothing. */
export function spotsRecount(stored: unknown, counted: number): SpotsRecount {
  const before = wholeOrNull(stored);
  return { before, after: counted, changed: before !== counted };
}
