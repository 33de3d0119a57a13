import type { Firestore, Query } from 'firebase-admin/firestore';
import { COLLECTIONS, DOCS } from '../../functions/src/shared/collections';
import { INSIGHTS_COLLECTION, utcDay } from '../../functions/src/shared/insights/counters';
import {
  counterFigure,
  DOCUMENT_FIGURES,
  documentFigureFilters,
  periodStartDay,
  saleFactOf,
  salesIn,
  totalCounters,
  type CounterFigureKey,
  type DocumentFigureKey,
  type PeriodDays,
} from '../../functions/src/shared/insights/figures';
import { foundingSpots, foundingSpotsCap } from '../../functions/src/shared/membership/founding-spots';

/** A figure's query with the Admin SDK from its one definition, as the screens make it with the browser's SDK (web/src/lib/figures.ts). */
export function figureQuery(db: Firestore, key: DocumentFigureKey, days: PeriodDays, nowMs: number): Query {
  let q: Query = db.collection(DOCUMENT_FIGURES[key].collection);
  for (const f of documentFigureFilters(key, days, nowMs)) q = q.where(f.field, f.op, f.value);
  return q;
}

export const countFigure = async (db: Firestore, key: DocumentFigureKey, days: PeriodDays, nowMs: number): Promise<number> =>
  (await figureQuery(db, key, days, nowMs).count().get()).data().count;

/**
 * What each admin screen shows, figure by figure, counted as that screen
 * counts it: `npm run seed` prints it and tests/integration/demo-seed.test.ts
 * checks that figures on two screens agree.
 */
export async function screenFigures(db: Firestore, nowMs = Date.now()) {
  const doc = (key: DocumentFigureKey, days: PeriodDays = null) => countFigure(db, key, days, nowMs);
  const [shards, sales, counter, settings, waitlisters] = await Promise.all([
    db.collection(INSIGHTS_COLLECTION).get(),
    db.collection(COLLECTIONS.sales).get(),
    db.doc(DOCS.foundingSpotsCounter).get(),
    db.doc(DOCS.membershipSettings).get(),
    figureQuery(db, 'waitlisters', null, nowMs).get(),
  ]);
  const today = utcDay(nowMs);
  const counters = (days: number | null) =>
    totalCounters(
      shards.docs.map((d) => d.data()),
      days === null ? null : periodStartDay(days, nowMs),
      today,
    );
  const counted = (key: CounterFigureKey, days: number | null) => counterFigure(key, counters(days));
  const facts = sales.docs.flatMap((d) => saleFactOf(d.data()) ?? []);
  const spots = foundingSpots(foundingSpotsCap(settings.get('founding_spots')), counter.get('taken'));
  const [subscribers, active, new7, new30, members, members7, madeOnSite, broadcasts] = await Promise.all([
    doc('allSubscribers'),
    doc('activeSubscribers'),
    doc('newSubscribers', 7),
    doc('newSubscribers', 30),
    doc('foundingMembers'),
    doc('newFoundingMembers', 7),
    doc('certificatesMadeOnSite'),
    doc('broadcastsSent'),
  ]);
  const insights = (days: number) => ({
    visits: counted('visits', days),
    quizFinishes: counted('quizFinishes', days),
    checkoutClicks: counted('checkoutClicks', days),
    sales: salesIn(facts, periodStartDay(days, nowMs), today).length,
    signUps: counted('signUps', days),
    signUpsConfirmed: counted('signUpsConfirmed', days),
    updatesSignUps: counted('updatesSignUps', days),
    updatesConfirmed: counted('updatesConfirmed', days),
    waitlistSignUps: counted('waitlistSignUps', days),
    waitlistConfirmed: counted('waitlistConfirmed', days),
  });
  return {
    dashboard: {
      totalSubscribers: subscribers,
      activeSubscribers: active,
      subscribersThisWeek: new7,
      foundingMembers: members,
      foundingMembersThisWeek: members7,
      growth30Days: new30,
      emailCampaigns: broadcasts,
      spotsLeft: spots.left,
      spotsTaken: spots.taken,
      certificatesMadeOnSite: madeOnSite,
    },
    emailDashboard: {
      totalSubscribers: subscribers,
      activeSubscribers: active,
      growth7Days: new7,
      growth30Days: new30,
      broadcastsSent: broadcasts,
    },
    waitlist: {
      waitlisters: waitlisters.size,
      offered: waitlisters.docs.filter((d) => d.get('waitlist_offered_at')).length,
      waitlistConfirmed7Days: counted('waitlistConfirmed', 7),
    },
    insights7Days: insights(7),
    insights30Days: { ...insights(30), newSubscribers: new30 },
    insightsAllTime: { sales: facts.length, refunds: facts.filter((f) => f.status === 'refunded').length },
  };
}
