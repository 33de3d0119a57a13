import { boolean, number, object, string, type InferType } from 'yup';
import { clevelandInputToInstant } from '../cleveland-time';
import { formatCount } from '../format-count';

/**
 * A sailing as the owner enters it on /admin/sailings, validated by the form and again by saveSailing, which stores
 * times as instants (`sailings/{slug}`) and the Gumroad product apart (`sailing_products/{slug}`), away from public
 * data. Times are Cleveland wall times, `YYYY-MM-DDTHH:mm` (shared/cleveland-time.ts).
 */
export const SAILING_LIMITS = {
  title: 80,
  slugMin: 3,
  slugMax: 60,
  lineup: 2000,
  dockName: 80,
  dockAddress: 200,
  dockMapUrl: 500,
  parking: 500,
  policy: 1000,
  /** A charter boat on Lake Erie; the Coast Guard's certificate is the real limit, and the owner enters it. */
  capacityMax: 600,
  priceMaxDollars: 1000,
  minimumAgeMax: 21,
  founderSeatsMax: 10,
  /** A party ends the same night: boarding to return is at most this long. */
  lengthMaxHours: 12,
} as const;

export const DEFAULT_FOUNDER_SEAT_LIMIT = 4;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A Gumroad product's permalink: the part after `/l/` in its address. */
const PERMALINK = /^[A-Za-z0-9_-]{1,64}$/;

const text = (label: string, max: number) =>
  string()
    .trim()
    .required(`Write the ${label}`)
    .max(max, `The ${label} must be at most ${formatCount(max)} characters`);

const wallTime = (label: string) =>
  string()
    .required(`Enter the ${label}`)
    .test('cleveland-time', `Enter the ${label} as a date and time`, (value) => !value || clevelandInputToInstant(value) !== null);

const instantOf = (value: unknown) => (typeof value === 'string' ? (clevelandInputToInstant(value) ?? undefined) : undefined);

export const sailingSchema = object({
  title: text('title', SAILING_LIMITS.title),
  slug: string()
    .trim()
    .required('Choose the address of its page')
    .min(SAILING_LIMITS.slugMin, `The address must be at least ${SAILING_LIMITS.slugMin} characters`)
    .max(SAILING_LIMITS.slugMax, `The address must be at most ${SAILING_LIMITS.slugMax} characters`)
    .matches(SLUG, 'Use lowercase letters, numbers and single hyphens in the address, like comedy-night-july'),
  lineup: text('theme or lineup', SAILING_LIMITS.lineup),
  boardsAt: wallTime('boarding time'),
  returnsAt: wallTime('return time').test('after-boarding', 'The boat returns after it boards, the same night', function (value) {
    const [boards, returns] = [instantOf(this.parent.boardsAt), instantOf(value)];
    if (boards === undefined || returns === undefined) return true;
    return returns > boards && returns - boards <= SAILING_LIMITS.lengthMaxHours * 3_600_000;
  }),
  dockName: text('dock name', SAILING_LIMITS.dockName),
  dockAddress: text('dock street address', SAILING_LIMITS.dockAddress),
  dockMapUrl: string()
    .trim()
    .required('Paste a map link to the dock')
    .max(SAILING_LIMITS.dockMapUrl, `The map link must be at most ${formatCount(SAILING_LIMITS.dockMapUrl)} characters`)
    .test('https', 'The map link must start with https://', (value) => !value || /^https:\/\/[^\s"<>]+$/.test(value)),
  parkingNotes: string()
    .trim()
    .default('')
    .max(SAILING_LIMITS.parking, `Parking notes must be at most ${formatCount(SAILING_LIMITS.parking)} characters`),
  capacity: number()
    .typeError('Enter how many passengers the boat may carry')
    .required('Enter how many passengers the boat may carry')
    .integer('Enter a whole number of passengers')
    .min(1, `Capacity is between 1 and ${SAILING_LIMITS.capacityMax}`)
    .max(SAILING_LIMITS.capacityMax, `Capacity is between 1 and ${SAILING_LIMITS.capacityMax}`),
  priceDollars: number()
    .typeError('Enter the ticket price in dollars')
    .required('Enter the ticket price in dollars')
    .min(0, 'The price cannot be negative')
    .max(SAILING_LIMITS.priceMaxDollars, `The price is at most $${formatCount(SAILING_LIMITS.priceMaxDollars)}`)
    .test(
      'cents',
      'Enter the price in dollars and cents, like 35 or 35.50',
      (v) => v === undefined || (Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6),
    ),
  minimumAge: number()
    .typeError('Enter the minimum age (0 for all ages)')
    .required('Enter the minimum age (0 for all ages)')
    .integer('Enter the minimum age in whole years')
    .min(0, 'The minimum age cannot be negative')
    .max(SAILING_LIMITS.minimumAgeMax, `The minimum age is at most ${SAILING_LIMITS.minimumAgeMax}`),
  weatherPolicy: text('weather policy', SAILING_LIMITS.policy),
  refundPolicy: text('refund policy', SAILING_LIMITS.policy),
  gumroadPermalink: string()
    .trim()
    .required("Enter the Gumroad product that sells this sailing's seats")
    .matches(PERMALINK, "Enter the product's permalink: the part after /l/ in its Gumroad address"),
  presaleOpensAt: wallTime("founders' presale opening").test(
    'before-public',
    "The founders' presale opens before the public sale",
    function (value) {
      const [presale, open] = [instantOf(value), instantOf(this.parent.publicSaleOpensAt)];
      return presale === undefined || open === undefined || presale < open;
    },
  ),
  publicSaleOpensAt: wallTime('public sale opening').test('before-boarding', 'The public sale opens before boarding', function (value) {
    const [open, boards] = [instantOf(value), instantOf(this.parent.boardsAt)];
    return open === undefined || boards === undefined || open < boards;
  }),
  founderSeatLimit: number()
    .typeError('Enter how many seats one founder may buy in the presale')
    .required('Enter how many seats one founder may buy in the presale')
    .integer('Enter a whole number of seats')
    .min(1, `A founder may buy between 1 and ${SAILING_LIMITS.founderSeatsMax} seats`)
    .max(SAILING_LIMITS.founderSeatsMax, `A founder may buy between 1 and ${SAILING_LIMITS.founderSeatsMax} seats`),
  /** False keeps it a draft: only admins see it. */
  published: boolean().required().default(false),
});
export type SailingInput = InferType<typeof sailingSchema>;

/** Where a sailing is in its life, from the owner's choices and the clock (the order of the checks is the rule). */
export type SailingPhase = 'draft' | 'announced' | 'founders_presale' | 'public_sale' | 'sold_out' | 'sailed' | 'canceled' | 'postponed';

export interface SailingClock {
  published: boolean;
  /** Set by the owner with a reason; either ends every sale. */
  interruption?: { kind: 'canceled' | 'postponed'; reason: string } | null;
  presaleOpensAt: Date;
  publicSaleOpensAt: Date;
  boardsAt: Date;
  capacity: number;
  seatsSold: number;
  /** Seats reserved by open waitlist offers (shared/sailings/waitlist.ts): to the public they are taken. */
  seatsOffered?: number;
}

export function sailingPhase(s: SailingClock, now: Date): SailingPhase {
  if (s.interruption) return s.interruption.kind;
  if (!s.published) return 'draft';
  const t = now.getTime();
  if (t >= s.boardsAt.getTime()) return 'sailed';
  if (s.seatsSold + (s.seatsOffered ?? 0) >= s.capacity) return 'sold_out';
  if (t >= s.publicSaleOpensAt.getTime()) return 'public_sale';
  if (t >= s.presaleOpensAt.getTime()) return 'founders_presale';
  return 'announced';
}

/** Who may buy a seat now: no one outside a sale, only founders in the presale, anyone in the public sale. */
export function mayBuySeat(phase: SailingPhase, buyer: { founder: boolean }): boolean {
  return phase === 'public_sale' || (phase === 'founders_presale' && buyer.founder);
}

export const PHASE_LABELS: Record<SailingPhase, string> = {
  draft: 'Draft',
  announced: 'Announced',
  founders_presale: "Founders' presale",
  public_sale: 'On sale',
  sold_out: 'Sold out',
  sailed: 'Sailed',
  canceled: 'Canceled',
  postponed: 'Postponed',
};
