import { COLLECTIONS } from '../collections';
import { formatCount } from '../format-count';
import { SIGN_UP_LIST_NAMES, type SignUpMode } from '../sign-up/sign-up';
import { addCounters, count, emptyCounters, utcDay, type Counters } from './counters';

/**
 * Every figure the admin screens show, defined once (name, one-line meaning, how counted), so it is one number
 * everywhere: documents via `documentFigureFilters` (web/src/lib/figures.ts, scripts/lib/figures.ts), counters via
 * `counterFigure` over `totalCounters`, sales via `salesIn`. tests/unit/figures.test.ts fails if a screen counts alone.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "The last N days" everywhere: today (UTC) and the N-1 days before it, from
 * 00:00 UTC. The insights counters are kept by UTC day, as Gumroad dates its
 * sales, so a count of documents uses the same edges and agrees with them.
 */
export const periodStartDay = (days: number, nowMs: number): string => utcDay(nowMs - (days - 1) * DAY_MS);
export const periodStartMs = (days: number, nowMs: number): number => Date.parse(`${periodStartDay(days, nowMs)}T00:00:00Z`);

/** The period of the same length just before the last N days: what the insights cards compare with. */
export function previousPeriod(days: number, nowMs: number): { from: string; to: string } {
  return { from: periodStartDay(days, nowMs - days * DAY_MS), to: utcDay(nowMs - days * DAY_MS) };
}

/** A condition of a count query, for either SDK's `where(field, op, value)`. */
export interface FigureFilter {
  field: string;
  op: '==' | '>=';
  value: string | Date;
}

interface DocumentFigure {
  label: string;
  definition: string;
  collection: (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
  filters: readonly FigureFilter[];
  /** Counted within a period by this timestamp field (the period's start is the query's lower bound). */
  since?: string;
}

/** Figures counted from documents, with a count query (one read per 1,000 documents, none sent). */
export const DOCUMENT_FIGURES = {
  allSubscribers: {
    label: 'Total Subscribers',
    definition: 'Everyone on the list, whatever their status.',
    collection: COLLECTIONS.subscribers,
    filters: [],
  },
  activeSubscribers: {
    label: 'Active subscribers',
    definition: 'Subscribers who get broadcasts.',
    collection: COLLECTIONS.subscribers,
    filters: [{ field: 'status', op: '==', value: 'active' }],
  },
  newSubscribers: {
    label: 'New subscribers',
    definition: 'Added to the list in the period: buyers (each first purchase) and confirmed sign-ups.',
    collection: COLLECTIONS.subscribers,
    filters: [],
    since: 'created_at',
  },
  foundingMembers: {
    label: 'Founding Members',
    definition: 'Certificates issued and not revoked.',
    collection: COLLECTIONS.certificates,
    filters: [],
  },
  newFoundingMembers: {
    label: 'New founding members',
    definition: 'Certificates issued in the period and not revoked.',
    collection: COLLECTIONS.certificates,
    filters: [],
    since: 'created_at',
  },
  /** Made by a signed-in person (admins for the crew; anyone, under that policy) rather than by a purchase: no spot. */
  certificatesMadeOnSite: {
    label: 'Certificates made on /founders/new',
    definition: 'Certificates made by a signed-in person (the crew, by an admin) rather than by a purchase.',
    collection: COLLECTIONS.certificates,
    filters: [{ field: 'source', op: '==', value: 'member' }],
  },
  broadcastsSent: {
    label: 'Broadcasts Sent',
    definition: 'Broadcasts whose send finished.',
    collection: COLLECTIONS.emailBroadcasts,
    filters: [{ field: 'status', op: '==', value: 'sent' }],
  },
  waitlisters: {
    label: 'Waitlisters',
    definition: 'Confirmed waitlisters, each with their place in line.',
    collection: COLLECTIONS.subscribers,
    filters: [{ field: 'source', op: '==', value: 'waitlist' }],
  },
} as const satisfies Record<string, DocumentFigure>;
export type DocumentFigureKey = keyof typeof DOCUMENT_FIGURES;

/** A period in days, or null for all time (then a figure counted `since` a date counts every document). */
export type PeriodDays = number | null;

/** The count query's conditions for a figure over a period (or all time): the one definition both SDKs query by. */
export function documentFigureFilters(key: DocumentFigureKey, days: PeriodDays, nowMs: number): FigureFilter[] {
  const figure: DocumentFigure = DOCUMENT_FIGURES[key];
  const since =
    figure.since && days !== null ? [{ field: figure.since, op: '>=' as const, value: new Date(periodStartMs(days, nowMs)) }] : [];
  return [...figure.filters, ...since];
}

/** A figure's period as every screen names it beside the figure: "all time", "last 30 days". */
export const periodName = (days: PeriodDays): string => (days === null ? 'all time' : `last ${days} days`);

/** A label that names its period, for a column or heading whose figure another screen shows over another period. */
export const withPeriod = (label: string, days: PeriodDays): string => `${label} (${periodName(days)})`;

/** Commission per affiliate code, by `affiliateTotals` (@shared/gumroad/affiliate-totals) on /admin and /admin/insights alike. */
export const COMMISSION_FIGURE = {
  label: 'Commission owed',
  definition: 'The commission per referred member who kept their membership; refunded sales earn nothing.',
} as const;

interface CounterFigure {
  label: string;
  definition: string;
  of: (counters: Counters) => number;
}

const signUpFigure = (mode: SignUpMode | null, step: 'sign_ups' | 'sign_up_confirmations'): CounterFigure => {
  const list = mode ? SIGN_UP_LIST_NAMES[mode] : null;
  return step === 'sign_ups'
    ? {
        label: list ? `${list} sign-ups` : 'Sign-ups',
        definition: `Sign-up forms sent${list ? ` for ${list.toLowerCase()}` : ' (launch news and the waitlist)'} that mailed a confirmation link.`,
        of: (c) => count(c, 'sign_ups', mode ?? undefined),
      }
    : {
        label: list ? `${list} confirmed` : 'Confirmed sign-ups',
        definition: `Confirmation links opened${list ? ` for ${list.toLowerCase()}` : ''}: each makes or renews a subscriber.`,
        of: (c) => count(c, 'sign_up_confirmations', mode ?? undefined),
      };
};

/** Figures counted from the insights counters (`analytics_daily`), summed over a period's days. */
export const COUNTER_FIGURES = {
  visits: {
    label: 'Visits',
    definition: 'First pages of a page load. Nobody is tracked, so a visitor who comes back is counted again.',
    of: (c) => count(c, 'visits'),
  },
  quizStarts: { label: 'Quiz starts', definition: 'Quizzes started.', of: (c) => count(c, 'quiz_started') },
  quizFinishes: { label: 'Quiz finishes', definition: 'Quizzes answered to a result.', of: (c) => count(c, 'quiz_finished') },
  checkoutClicks: {
    label: 'Checkout clicks',
    definition: 'Clicks on a checkout button, to Gumroad.',
    of: (c) => count(c, 'checkout_clicked'),
  },
  signUps: signUpFigure(null, 'sign_ups'),
  signUpsConfirmed: signUpFigure(null, 'sign_up_confirmations'),
  updatesSignUps: signUpFigure('updates', 'sign_ups'),
  updatesConfirmed: signUpFigure('updates', 'sign_up_confirmations'),
  waitlistSignUps: signUpFigure('waitlist', 'sign_ups'),
  waitlistConfirmed: signUpFigure('waitlist', 'sign_up_confirmations'),
} as const satisfies Record<string, CounterFigure>;
export type CounterFigureKey = keyof typeof COUNTER_FIGURES;

/** Each list's sign-up and confirmation figures, in the order the funnel shows them. */
export const SIGN_UP_FIGURES: Record<SignUpMode, { signUps: CounterFigureKey; confirmed: CounterFigureKey }> = {
  updates: { signUps: 'updatesSignUps', confirmed: 'updatesConfirmed' },
  waitlist: { signUps: 'waitlistSignUps', confirmed: 'waitlistConfirmed' },
};

export const counterFigure = (key: CounterFigureKey, counters: Counters): number => COUNTER_FIGURES[key].of(counters);

/** The counters of the days from `from` (null: the first) to `to`, both included, from the stored shards (`{ date, ...counters }`). */
export function totalCounters(shards: readonly Record<string, unknown>[], from: string | null, to: string): Counters {
  const total = emptyCounters();
  for (const shard of shards) {
    const date = String(shard.date);
    if ((!from || date >= from) && date <= to) addCounters(total, shard);
  }
  return total;
}

/** A Gumroad sale as figures need it: its day (the sale date, else the day it was recorded), its affiliate code, and whether it was refunded. */
export interface SaleFact {
  date: string;
  affiliate_code: string | null;
  status: 'completed' | 'refunded';
}

/** A stored sale's fact: the day is its sale date, else the day it was recorded (a refund that came first has neither: no fact). */
export function saleFactOf(sale: {
  sale_date_iso?: unknown;
  created_at?: { toDate(): Date } | null;
  affiliate_code?: unknown;
  status?: unknown;
}): SaleFact | null {
  const date = typeof sale.sale_date_iso === 'string' ? sale.sale_date_iso : sale.created_at?.toDate().toISOString().slice(0, 10);
  if (!date) return null;
  return {
    date,
    affiliate_code: typeof sale.affiliate_code === 'string' ? sale.affiliate_code : null,
    status: sale.status === 'refunded' ? 'refunded' : 'completed',
  };
}

export const SALES_FIGURE = {
  label: 'Sales',
  definition: 'Founding Floater purchases by their sale date, refunded since or not.',
} as const;

/** The sales of the days from `from` (null: the first) to `to`, both included. */
export const salesIn = (sales: readonly SaleFact[], from: string | null, to: string): SaleFact[] =>
  sales.filter((s) => (!from || s.date >= from) && s.date <= to);

/** Spots come from /api/spots (counters/founding_spots, kept by the sale and refund transactions). */
export const SPOTS_TAKEN_FIGURE = {
  label: 'Founding Spots Taken',
  definition: 'Completed, unrefunded Founding Floater sales.',
} as const;

/** How a figure moved against the period before, as Plausible shows it: "+12%" up, "-8%" down, "new" from nothing, "—" both nothing. */
export interface FigureChange {
  direction: 'up' | 'down' | 'same' | 'new' | 'none';
  text: string;
}

export function changeAgainst(current: number, previous: number): FigureChange {
  if (previous === 0) return current === 0 ? { direction: 'none', text: '—' } : { direction: 'new', text: 'new' };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { direction: 'same', text: '0%' };
  return percent > 0 ? { direction: 'up', text: `+${formatCount(percent)}%` } : { direction: 'down', text: `-${formatCount(-percent)}%` };
}
