import { affiliateTotals } from '@shared/gumroad/affiliate-totals';
import { count, utcDay } from '@shared/insights/counters';
import {
  COUNTER_FIGURES,
  counterFigure,
  SALES_FIGURE,
  salesIn,
  SIGN_UP_FIGURES,
  totalCounters,
  type CounterFigureKey,
  type SaleFact,
} from '@shared/insights/figures';
import { SHARE_NETWORKS, type ShareNetwork } from '@shared/insights/events';
import { QUIZ_RESULT_TYPES, type QuizResultType } from '@shared/quiz/result-types';
import { SIGN_UP_MODES } from '@shared/sign-up/sign-up';

export const PERIODS = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: null, label: 'All time' },
] as const;
export type PeriodDays = (typeof PERIODS)[number]['days'];

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DailyRow {
  date: string;
  visits: number;
  pageViews: number;
  quizStarts: number;
  quizResults: number;
  checkoutClicks: number;
  shares: number;
  shareVisits: number;
  partnerMessages: number;
  signUps: number;
  signUpConfirmations: number;
  sales: number;
  refunds: number;
}

export interface FunnelStep {
  label: string;
  value: number;
  /** Share of the step before that reached this one; null for the first step or after an empty one. */
  conversion: number | null;
}

export interface AffiliateRow {
  code: string;
  checkoutClicks: number;
  sales: number;
  refunded: number;
  commissionUsd: number;
  /** Sales per checkout click; null without clicks. */
  conversion: number | null;
}

export interface QuizResultRow {
  type: QuizResultType;
  results: number;
  shares: number;
  checkoutClicks: number;
}

export interface ShareRow {
  network: ShareNetwork;
  certificateShares: number;
  certificateVisits: number;
  quizShares: number;
  quizVisits: number;
}

/** A headline card's figure: this period's and, unless the period is all time, the one before of the same length. */
export interface HeadlineFigure {
  label: string;
  definition: string;
  value: number;
  previous: number | null;
  /** A second figure the card names under its value (sign-ups: how many were confirmed). */
  also?: { label: string; value: number };
}

export interface InsightsReport {
  headline: HeadlineFigure[];
  daily: DailyRow[];
  funnel: FunnelStep[];
  affiliates: AffiliateRow[];
  quizResults: QuizResultRow[];
  shares: ShareRow[];
  /** Nothing counted and nothing sold in the period. */
  empty: boolean;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(from); ms <= Date.parse(to); ms += DAY_MS) days.push(utcDay(ms));
  return days;
}

/** The headline cards, as Plausible's: visits, quiz finishes, checkout clicks, sales and sign-ups. */
const HEADLINE: (CounterFigureKey | typeof SALES_FIGURE)[] = ['visits', 'quizFinishes', 'checkoutClicks', SALES_FIGURE, 'signUps'];

/**
 * Everything /admin/insights shows, from the counter shards (each
 * `{ date, ...counters }`) and the sales, every figure by its definition in
 * @shared/insights/figures. `from` null means since the first day with any
 * data; `previous` is the period before, for the headline's change.
 */
export function buildInsightsReport(
  shards: Record<string, unknown>[],
  sales: SaleFact[],
  from: string | null,
  today: string,
  commissionPerMemberUsd: number,
  previous: { from: string; to: string } | null = null,
): InsightsReport {
  const byDay = new Map<string, Record<string, unknown>[]>();
  for (const shard of shards) {
    const date = String(shard.date);
    if ((from && date < from) || date > today) continue;
    byDay.set(date, [...(byDay.get(date) ?? []), shard]);
  }
  const inPeriod = salesIn(sales, from, today);
  const first = [...byDay.keys(), ...inPeriod.map((s) => s.date)].sort()[0];
  const total = totalCounters(shards, from, today);
  const before = previous && {
    counters: totalCounters(shards, previous.from, previous.to),
    sales: salesIn(sales, previous.from, previous.to),
  };

  const daily = daysBetween(from ?? first ?? today, today).map((date): DailyRow => {
    const c = totalCounters(byDay.get(date) ?? [], date, date);
    const sold = inPeriod.filter((s) => s.date === date);
    return {
      date,
      visits: counterFigure('visits', c),
      pageViews: count(c, 'page_views'),
      quizStarts: counterFigure('quizStarts', c),
      quizResults: counterFigure('quizFinishes', c),
      checkoutClicks: counterFigure('checkoutClicks', c),
      shares: count(c, 'certificate_shares') + count(c, 'quiz_result_shares'),
      shareVisits: count(c, 'certificate_share_visits') + count(c, 'quiz_result_share_visits'),
      partnerMessages: count(c, 'partner_messages'),
      signUps: counterFigure('signUps', c),
      signUpConfirmations: counterFigure('signUpsConfirmed', c),
      sales: sold.length,
      refunds: sold.filter((s) => s.status === 'refunded').length,
    };
  });

  const headline = HEADLINE.map((key): HeadlineFigure => {
    if (typeof key !== 'string') return { ...SALES_FIGURE, value: inPeriod.length, previous: before ? before.sales.length : null };
    const { label, definition } = COUNTER_FIGURES[key];
    const also = key === 'signUps' ? { label: 'confirmed', value: counterFigure('signUpsConfirmed', total) } : undefined;
    return { label, definition, value: counterFigure(key, total), previous: before ? counterFigure(key, before.counters) : null, also };
  });

  const steps: [string, number][] = [
    ...(['visits', 'quizStarts', 'quizFinishes', 'checkoutClicks'] as const).map((key): [string, number] => [
      COUNTER_FIGURES[key].label,
      counterFigure(key, total),
    ]),
    [SALES_FIGURE.label, inPeriod.length],
  ];
  // Sign-ups by list, as a share of visits, and their confirmations as a share of those sign-ups.
  const visits = counterFigure('visits', total);
  const signUpSteps = SIGN_UP_MODES.flatMap((mode): FunnelStep[] => {
    const figures = SIGN_UP_FIGURES[mode];
    const signedUp = counterFigure(figures.signUps, total);
    const confirmed = counterFigure(figures.confirmed, total);
    return [
      { label: COUNTER_FIGURES[figures.signUps].label, value: signedUp, conversion: ratio(signedUp, visits) },
      { label: COUNTER_FIGURES[figures.confirmed].label, value: confirmed, conversion: ratio(confirmed, signedUp) },
    ];
  });
  const funnel = [
    ...steps.map(([label, value], i) => ({ label, value, conversion: i === 0 ? null : ratio(value, steps[i - 1]![1]) })),
    ...signUpSteps,
  ];

  const affiliateSales = inPeriod.flatMap((s) => (s.affiliate_code ? [{ affiliate_code: s.affiliate_code, status: s.status }] : []));
  const totals = new Map(affiliateTotals(affiliateSales, commissionPerMemberUsd).map((t) => [t.code, t]));
  const clicked = total.checkout_by_affiliate;
  const codes = new Set([...totals.keys(), ...Object.keys(typeof clicked === 'object' ? clicked : {})]);
  const affiliates = [...codes]
    .map((code): AffiliateRow => {
      const t = totals.get(code);
      const clicks = count(total, 'checkout_by_affiliate', code);
      const sold = (t?.members ?? 0) + (t?.refunded ?? 0);
      return {
        code,
        checkoutClicks: clicks,
        sales: sold,
        refunded: t?.refunded ?? 0,
        commissionUsd: t?.commissionUsd ?? 0,
        conversion: ratio(sold, clicks),
      };
    })
    .sort((a, b) => b.sales - a.sales || b.checkoutClicks - a.checkoutClicks || a.code.localeCompare(b.code));

  const quizResults = QUIZ_RESULT_TYPES.map((type) => ({
    type,
    results: count(total, 'quiz_finished', type),
    shares: count(total, 'shares_by_result', type),
    checkoutClicks: count(total, 'checkout_by_result', type),
  }));

  const shares = SHARE_NETWORKS.map((network) => ({
    network,
    certificateShares: count(total, 'certificate_shares', network),
    certificateVisits: count(total, 'certificate_share_visits', network),
    quizShares: count(total, 'quiz_result_shares', network),
    quizVisits: count(total, 'quiz_result_share_visits', network),
  })).filter((r) => r.certificateShares + r.certificateVisits + r.quizShares + r.quizVisits > 0);

  return { headline, daily, funnel, affiliates, quizResults, shares, empty: byDay.size === 0 && inPeriod.length === 0 };
}

const CSV_COLUMNS: [keyof DailyRow, string][] = [
  ['date', 'date'],
  ['visits', 'visits'],
  ['pageViews', 'page_views'],
  ['quizStarts', 'quiz_starts'],
  ['quizResults', 'quiz_results'],
  ['checkoutClicks', 'checkout_clicks'],
  ['shares', 'share_clicks'],
  ['shareVisits', 'visits_from_shares'],
  ['partnerMessages', 'partner_messages'],
  ['signUps', 'sign_ups'],
  ['signUpConfirmations', 'sign_up_confirmations'],
  ['sales', 'sales'],
  ['refunds', 'refunds'],
];

/** The daily figures as CSV, one row per day (dates and whole numbers only, so nothing needs quoting). */
export function dailyCsv(daily: DailyRow[]): string {
  const lines = [CSV_COLUMNS.map(([, header]) => header).join(',')];
  for (const row of daily) lines.push(CSV_COLUMNS.map(([key]) => String(row[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
