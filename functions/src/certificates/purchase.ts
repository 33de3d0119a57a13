import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { subscriberIdForEmail } from '../shared/subscribers';
import { COLLECTIONS } from '../shared/collections';
import type { CreateCertificateResponse } from '../shared/contracts/create-certificate';

/**
 * A caller's Founding Floater purchase, as the Gumroad ping and import record
 * it: `sales/{id}` docs with `subscriber_id` (the normalised email) and
 * `status` 'completed' or 'refunded', each with the `certificate_id` made for
 * the buyer, which `subscribers/{id}.certificate_id` also holds.
 */
export interface Purchase {
  /** The completed sales; a buyer who bought twice has one certificate for both. */
  sales: DocumentReference[];
  subscriber: DocumentReference | null;
  /** The buyer's certificate, when one of those still exists (not revoked, not deleted). */
  certificate: { ref: DocumentReference; member_number: number; user_id: string | null } | null;
}

/** Transactional reads only, so the caller may write after it. Null when the email has no completed sale. */
export async function findPurchase(tx: Transaction, email: string | null): Promise<Purchase | null> {
  if (!email) return null;
  const subscriberId = subscriberIdForEmail(email);
  // Equality on one field: served by Firestore's automatic single-field index.
  const sales = (await tx.get(db.collection(COLLECTIONS.sales).where('subscriber_id', '==', subscriberId))).docs.filter(
    (sale) => sale.get('status') === 'completed',
  );
  if (!sales.length) return null;
  const subscriber = await tx.get(db.collection(COLLECTIONS.subscribers).doc(subscriberId));
  const certificateIds = new Set(
    [...sales.map((sale) => sale.get('certificate_id')), subscriber.get('certificate_id')].filter(
      (id): id is string => typeof id === 'string' && id !== '',
    ),
  );
  const certificates = certificateIds.size
    ? await tx.getAll(...[...certificateIds].map((id) => db.collection(COLLECTIONS.certificates).doc(id)))
    : [];
  const held = certificates.find((c) => c.exists);
  return {
    sales: sales.map((sale) => sale.ref),
    subscriber: subscriber.exists ? subscriber.ref : null,
    certificate: held ? { ref: held.ref, member_number: held.get('member_number') as number, user_id: held.get('user_id') ?? null } : null,
  };
}

/**
 * Hands the buyer their certificate. One made from a Gumroad sale has no
 * owner yet; the verified buyer becomes it, so their browser may store its picture.
 */
export function handBack(tx: Transaction, certificate: NonNullable<Purchase['certificate']>, uid: string): CreateCertificateResponse {
  if (certificate.user_id === null) tx.update(certificate.ref, { user_id: uid });
  return { id: certificate.ref.id, member_number: certificate.member_number, existing: true };
}

/** A buyer whose certificate was lost gets a new one; it becomes the purchase's, so the next call hands it back. */
export function linkToPurchase(tx: Transaction, purchase: Purchase, issued: CreateCertificateResponse): void {
  for (const sale of purchase.sales) tx.update(sale, { certificate_id: issued.id, member_number: issued.member_number });
  if (purchase.subscriber) tx.update(purchase.subscriber, { certificate_id: issued.id });
}
