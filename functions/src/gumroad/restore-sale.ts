import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { runClaimingTransaction } from '../lib/first-free-claim';
import { countSpotChange } from '../membership/spots-counter';
import { COLLECTIONS } from '../shared/collections';
import type { SubscriberStatus } from '../shared/subscribers';
import { certificateFromRevoked, statusAfterDisputeWon } from './revocation';
import { saleDocId } from './sale';

export type RestoreOutcome =
  | 'restored'
  /** Completed already: restored by an earlier delivery of this ping, or won before its dispute ping revoked anything. */
  | 'not-revoked'
  /** The sale was refunded as well: a refund is not undone by the dispute. */
  | 'refund-stands'
  /** Only the dispute was seen, before its sale: the note that stopped the sale goes, so the sale (ping or import) makes the member. */
  | 'won-before-sale'
  | 'unknown-sale';

/**
 * A won dispute (`dispute_won`) gives back, in one transaction, what the dispute took: the sale completed (with its
 * spot), the certificate restored under its id and member number, the subscriber's status and link. Only once;
 * `dispute_won_at` stops a late dispute ping revoking again (record-sale.ts).
 */
export async function restoreSale(saleId: string): Promise<RestoreOutcome> {
  const saleRef = db.collection(COLLECTIONS.sales).doc(saleDocId(saleId));
  return runClaimingTransaction(async (tx): Promise<RestoreOutcome> => {
    const saleSnap = await tx.get(saleRef);
    if (!saleSnap.exists) return 'unknown-sale';
    if (saleSnap.get('status') !== 'refunded') {
      if (!saleSnap.get('dispute_won_at')) tx.update(saleRef, { dispute_won_at: FieldValue.serverTimestamp() });
      return 'not-revoked';
    }
    if (saleSnap.get('revoked_by') === 'refund') return 'refund-stands';
    if (!saleSnap.get('certificate_id')) {
      tx.delete(saleRef);
      return 'won-before-sale';
    }
    await giveMembershipBack(tx, saleSnap);
    return 'restored';
  });
}

async function giveMembershipBack(tx: Transaction, saleSnap: DocumentSnapshot): Promise<void> {
  const certificateId = saleSnap.get('certificate_id') as string;
  const subscriberId = saleSnap.get('subscriber_id') as string | null;
  const revokedRef = db.collection(COLLECTIONS.revokedCertificates).doc(certificateId);
  const certificateRef = db.collection(COLLECTIONS.certificates).doc(certificateId);
  const subscriberRef = subscriberId ? db.collection(COLLECTIONS.subscribers).doc(subscriberId) : null;
  const [revoked, certificate, subscriber] = await Promise.all([
    tx.get(revokedRef),
    tx.get(certificateRef),
    subscriberRef ? tx.get(subscriberRef) : null,
  ]);
  tx.update(saleSnap.ref, {
    status: 'completed',
    refunded_at: null,
    revoked_by: FieldValue.delete(),
    dispute_won_at: FieldValue.serverTimestamp(),
  });
  countSpotChange(tx, 'refunded', 'completed');

  // Another sale kept the certificate (nothing was revoked), or the buyer bought again meanwhile and holds a newer
  // one: one member, one certificate, so the old one stays revoked.
  const held = subscriber?.get('certificate_id') as string | null | undefined;
  if (!revoked.exists || certificate.exists || (held && held !== certificateId)) return;
  tx.create(certificateRef, certificateFromRevoked(revoked.data()!));
  tx.delete(revokedRef);
  if (subscriberRef && subscriber?.exists) {
    const status = statusAfterDisputeWon(
      subscriber.get('status') as SubscriberStatus | undefined,
      revoked.get('subscriber_status_before') as SubscriberStatus | null | undefined,
    );
    tx.update(subscriberRef, { certificate_id: certificateId, ...(status ? { status } : {}) });
  }
}
