import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { cancelBroadcastSchedule } from '../email/broadcast-schedule';
import { db } from '../lib/admin';
import { runClaimingTransaction } from '../lib/first-free-claim';
import { inBatches } from '../lib/in-batches';
import { logExternalError } from '../lib/log-external-error';
import { COLLECTIONS } from '../shared/collections';
import type { InterruptSailingRequest, InterruptSailingResponse } from '../shared/contracts/interrupt-sailing';
import { sailingFromStored } from '../shared/sailings/sailing-record';
import { emailEveryHolder, ticketedOrders } from './holder-emails';
import { refundSeatSaleOnce } from './refund-seat-sale';
import { CANCELED_WITH_SAILING } from './sailing-broadcasts';

/** Gumroad's API, asked a few sales at a time rather than a full boat's at once. */
const PARALLEL_REFUNDS = 5;

export const INTERRUPT_MESSAGES = {
  missing: (slug: string) => `There is no sailing at /sailings/${slug}. Reload the list of sailings.`,
  canceled: 'This sailing is already canceled.',
  notPostponed: 'Only a postponed sailing can be rescheduled.',
  sailed: 'This sailing has already sailed. To reschedule it, save its new dates first.',
  unsent: (n: number) => `${n} holders could not be emailed yet. Click again to send them the rest: nobody gets it twice.`,
  unrefunded: (n: number) => `${n} sales could not be refunded on Gumroad yet. Click again to refund the rest: nobody is refunded twice.`,
} as const;

/**
 * Cancels, postpones or reschedules a sailing, emailing each ticket holder once; a cancellation refunds every sale on
 * Gumroad. The change count names the email round, so a retry emails only holders not yet emailed. Postponed may
 * become canceled or rescheduled; canceled is final. Its scheduled broadcasts are canceled too.
 */
export async function interruptSailing(
  { slug, kind, reason }: InterruptSailingRequest,
  adminUid: string,
  now = new Date(),
): Promise<InterruptSailingResponse> {
  const ref = db.collection(COLLECTIONS.sailings).doc(slug);
  await runClaimingTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError('not-found', INTERRUPT_MESSAGES.missing(slug));
    const current = sailingFromStored(snap.data()!);
    const last = (snap.get('interruption_last') as string | undefined) ?? current.interruption?.kind ?? null;
    if (last === kind) return;
    if (current.interruption?.kind === 'canceled') throw new HttpsError('failed-precondition', INTERRUPT_MESSAGES.canceled);
    if (kind === 'rescheduled' && current.interruption?.kind !== 'postponed')
      throw new HttpsError('failed-precondition', INTERRUPT_MESSAGES.notPostponed);
    if (current.boards_at.getTime() <= now.getTime()) throw new HttpsError('failed-precondition', INTERRUPT_MESSAGES.sailed);
    tx.update(ref, {
      interruption: kind === 'rescheduled' ? null : { kind, reason },
      interruption_last: kind,
      interruption_round: FieldValue.increment(1),
      interrupted_by: adminUid,
      interrupted_at: FieldValue.serverTimestamp(),
    });
  });
  if (kind !== 'rescheduled') await cancelSailingBroadcasts(slug);
  const stored = await ref.get();
  const sailing = sailingFromStored(stored.data()!);
  const orders = await ticketedOrders(slug);
  const { sent, failed } = await emailEveryHolder(orders, kind, sailing, Number(stored.get('interruption_round') ?? 0));
  if (failed.length) {
    logExternalError('Some holders of an interrupted sailing were not emailed', failed[0], { slug, kind, failed: failed.length });
    throw new HttpsError('unavailable', INTERRUPT_MESSAGES.unsent(failed.length));
  }
  // Refunded only once every holder has read why: a refunded sale is emailed nothing more.
  const refunded = kind === 'canceled' ? await refundEverySale(orders, adminUid) : 0;
  return { emailed: sent, holders: orders.length, refunded };
}

/** A canceled sailing's sales, refunded in full through Gumroad as their email promised, a few at a time. */
async function refundEverySale(orders: DocumentSnapshot[], adminUid: string): Promise<number> {
  const { results, failed } = await inBatches(orders, PARALLEL_REFUNDS, (o) =>
    refundSeatSaleOnce(o.get('sale_id') as string, adminUid, 'ticketed', 'This sale is not ticketed.'),
  );
  if (failed.length) throw new HttpsError('unavailable', INTERRUPT_MESSAGES.unrefunded(failed.length));
  return results.filter((r) => r === 'refunded').length;
}

/**
 * Cancels the sailing's broadcasts still waiting for their time; one the tick has started goes on. Marked so that
 * preparing the emails again, once the sailing is rescheduled, schedules them for the new dates.
 */
async function cancelSailingBroadcasts(slug: string): Promise<void> {
  const waiting = await db
    .collection(COLLECTIONS.emailBroadcasts)
    .where('sailing_slug', '==', slug)
    .where('status', '==', 'scheduled')
    .get();
  await Promise.all(waiting.docs.map((d) => cancelBroadcastSchedule(d.id, { [CANCELED_WITH_SAILING]: true }).catch(() => undefined)));
}
