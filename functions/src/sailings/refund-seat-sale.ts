import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { runClaimingTransaction } from '../lib/first-free-claim';
import { logExternalError } from '../lib/log-external-error';
import { COLLECTIONS } from '../shared/collections';
import type { RefundHeldSaleResponse } from '../shared/contracts/refund-held-sale';
import { saleDocId } from '../gumroad/sale';
import { GumroadRefusal, refundGumroadSale } from './gumroad-refund';
import { voidSeatSale } from './record-seat-sale';

/** A refund asked longer ago than this died with its call; another click may ask again. */
const REFUND_LEASE_MS = 60_000;

/** Gumroad's answer for a sale refunded before (by an earlier call whose answer was lost, or on Gumroad itself). */
const ALREADY_REFUNDED = /already (been )?refunded/i;

export type RefundOutcome = RefundHeldSaleResponse['outcome'];

/**
 * Refunds one seat sale through Gumroad once: the order is claimed before Gumroad is asked, so retries ask once. It
 * is then marked as the refund ping would (voidSeatSale), so that ping changes nothing. `expected`: the status
 * refunded; `refusal`: why another cannot be.
 */
export async function refundSeatSaleOnce(
  saleId: string,
  adminUid: string,
  expected: 'held' | 'ticketed',
  refusal: string,
  nowMs = Date.now(),
): Promise<RefundOutcome> {
  const ref = db.collection(COLLECTIONS.sailingOrders).doc(saleDocId(saleId));
  const claim = await runClaimingTransaction(async (tx) => {
    const order = await tx.get(ref);
    if (!order.exists) throw new HttpsError('not-found', 'There is no seat sale with that id.');
    if (order.get('status') === 'refunded') return 'already';
    if (order.get('status') !== expected) throw new HttpsError('failed-precondition', refusal);
    const askedAt = order.get('refund_requested_at') as Timestamp | null | undefined;
    if (askedAt && nowMs - askedAt.toMillis() < REFUND_LEASE_MS) return 'in-progress';
    tx.update(ref, { refund_requested_at: Timestamp.fromMillis(nowMs), refund_requested_by: adminUid });
    return 'claimed';
  });
  if (claim !== 'claimed') return claim;
  try {
    await refundGumroadSale(saleId);
  } catch (err) {
    if (!(err instanceof GumroadRefusal && ALREADY_REFUNDED.test(err.message))) {
      logExternalError('Gumroad did not refund a seat sale', err, { saleId });
      await ref.update({ refund_requested_at: null });
      throw new HttpsError(
        'unavailable',
        err instanceof GumroadRefusal ? `Gumroad did not refund it: ${err.message}` : 'Gumroad did not answer. Try again in a minute.',
      );
    }
  }
  await voidSeatSale(saleId, adminUid);
  return 'refunded';
}
