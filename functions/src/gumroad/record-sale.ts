import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { runClaimingTransaction } from '../lib/first-free-claim';
import { issueCertificateInTransaction } from '../certificates/issue-certificate';
import { countSpotChange } from '../membership/spots-counter';
import { sendWelcomeEmail, type WelcomeOutcome } from '../email/welcome-email';
import { COLLECTIONS } from '../shared/collections';
import { subscriberIdForEmail, type SubscriberStatus } from '../shared/subscribers';
import { EARLIEST_ISSUE_DATE, validateCertificate } from '../shared/certificates/certificate-schema';
import { certificateCityFor, certificateNameFor, FALLBACK_CERTIFICATE_NAME, firstNameFor } from './buyer-name';
import { saleDocId, type Sale } from './sale';
import { statusAfterRefund, statusAfterSale } from './subscriber-status';
import { revokedCertificate } from './revocation';
import type { Revocation } from './ping';

export type SaleOutcome =
  /** `repeat`: the buyer already held a certificate (an earlier purchase), which this sale now also pays for. */
  | { kind: 'created'; subscriberId: string; certificateId: string; memberNumber: number; repeat: boolean }
  /** Gumroad delivered this sale before (or the import already holds it): nothing new happened. */
  | { kind: 'duplicate'; subscriberId: string | null; certificateId: string | null }
  /** A refund for this sale arrived first; the sale stays refunded. */
  | { kind: 'refunded-before'; subscriberId: null; certificateId: null };

function issueDateFor(sale: Sale, todayIso: string): string {
  const date = sale.saleDateIso ?? todayIso;
  if (date < EARLIEST_ISSUE_DATE) return EARLIEST_ISSUE_DATE;
  return date > todayIso ? todayIso : date;
}

/** The buyer's certificate fields, checked by the same rules as /founders/new. */
function certificateFieldsFor(sale: Sale, todayIso: string) {
  const issueDateIso = issueDateFor(sale, todayIso);
  const checked = validateCertificate(
    { fullName: certificateNameFor(sale.buyerName, sale.email), city: certificateCityFor(sale.city), issueDate: issueDateIso },
    todayIso,
  );
  // The cleanup always meets today's rules; should they tighten, a plain name beats a lost sale.
  if (!checked.ok) return { fullName: FALLBACK_CERTIFICATE_NAME, city: null, issueDateIso };
  return { fullName: checked.value.fullName, city: checked.value.city, issueDateIso: checked.value.issueDateIso };
}

function subscriberWrite(sale: Sale, existing: DocumentData | undefined, certificateId: string, now: Date): DocumentData {
  const status = statusAfterSale(existing?.status as SubscriberStatus | undefined, sale.canContact);
  if (!existing) {
    return {
      email: sale.email,
      first_name: firstNameFor(sale.buyerName),
      city: sale.city,
      state: sale.state,
      status,
      source: 'gumroad',
      created_at: Timestamp.fromDate(now),
      certificate_id: certificateId,
    };
  }
  return {
    status,
    certificate_id: certificateId,
    first_name: existing.first_name ?? firstNameFor(sale.buyerName),
    city: existing.city ?? sale.city,
    state: existing.state ?? sale.state,
  };
}

export interface CommittedSale {
  outcome: SaleOutcome;
  /** Set when the buyer's welcome email is still to be sent (a new member, or a redelivery after a failed send). */
  welcomeFor: string | null;
}

/**
 * Applies one sale exactly once. The `sales/{id}` claim, the subscriber, the
 * certificate and the founding spots count are written in one transaction, so parallel pings of
 * the same sale produce one member, and a failure leaves nothing behind for
 * Gumroad's retry to trip over. `now` dates what it makes (the demo data
 * records its sales on their days through here).
 */
export async function commitSale(sale: Sale, now = new Date()): Promise<CommittedSale> {
  const saleRef = db.collection(COLLECTIONS.sales).doc(saleDocId(sale.saleId));
  const subscriberId = subscriberIdForEmail(sale.email);
  const subscriberRef = db.collection(COLLECTIONS.subscribers).doc(subscriberId);

  // The certificate path's runner: it re-runs the transaction when a member number was claimed by a parallel sale.
  return runClaimingTransaction(async (tx): Promise<CommittedSale> => {
    const [saleSnap, subscriberSnap] = await tx.getAll(saleRef, subscriberRef);
    if (saleSnap.exists) {
      if (saleSnap.get('status') === 'refunded' && !saleSnap.get('certificate_id')) {
        return { outcome: { kind: 'refunded-before', subscriberId: null, certificateId: null }, welcomeFor: null };
      }
      const earlierSubscriber = (saleSnap.get('subscriber_id') as string | null) ?? null;
      const welcomePending = saleSnap.get('status') === 'completed' && !saleSnap.get('welcome_email');
      return {
        outcome: { kind: 'duplicate', subscriberId: earlierSubscriber, certificateId: saleSnap.get('certificate_id') ?? null },
        welcomeFor: welcomePending ? earlierSubscriber : null,
      };
    }
    const existing = subscriberSnap.exists ? subscriberSnap.data() : undefined;
    const heldCertificateId = typeof existing?.certificate_id === 'string' ? existing.certificate_id : null;
    const held = heldCertificateId ? await tx.get(db.collection(COLLECTIONS.certificates).doc(heldCertificateId)) : null;

    // A buyer who already holds a certificate keeps it; one member, one certificate.
    const certificate = held?.exists
      ? { id: held.id, member_number: held.get('member_number') as number }
      : await issueCertificateInTransaction(tx, {
          ...certificateFieldsFor(sale, now.toISOString().slice(0, 10)),
          userId: null,
          source: 'gumroad',
          createdAt: now,
        });

    const written = subscriberWrite(sale, existing, certificate.id, now);
    tx.set(subscriberRef, written, { merge: true });
    tx.create(saleRef, {
      // What the purchase set, so its refund undoes only that (subscriber-status.ts).
      activated_subscriber: written.status === 'active' && existing?.status !== 'active',
      sale_id: sale.saleId,
      origin: sale.origin,
      status: 'completed',
      email: sale.email,
      subscriber_id: subscriberId,
      certificate_id: certificate.id,
      member_number: certificate.member_number,
      sale_date_iso: sale.saleDateIso,
      price_cents: sale.priceCents,
      product_permalink: sale.productPermalink,
      product_name: sale.productName,
      affiliate_code: sale.affiliateCode,
      gumroad_affiliate: sale.gumroadAffiliate,
      affiliate_credit_cents: sale.affiliateCreditCents,
      welcome_email: null,
      created_at: Timestamp.fromDate(now),
      refunded_at: null,
    });
    // Every completed sale takes a founding spot, past the cap too: the buyer paid, and the dashboard shows the oversell.
    countSpotChange(tx, null, 'completed');
    return {
      outcome: {
        kind: 'created',
        subscriberId,
        certificateId: certificate.id,
        memberNumber: certificate.member_number,
        repeat: !!held?.exists,
      },
      welcomeFor: subscriberId,
    };
  });
}

/**
 * Sends the welcome email after the commit (it is idempotent per subscriber)
 * and notes it on the sale, so a redelivery retries a send that failed and
 * skips one that succeeded.
 */
export async function welcomeBuyer(saleId: string, subscriberId: string): Promise<WelcomeOutcome> {
  const result = await sendWelcomeEmail(subscriberId);
  // 'already-sent' may mean another delivery's send is still in flight (and could fail); only a settled outcome ends the retries.
  if (result !== 'already-sent') await db.collection(COLLECTIONS.sales).doc(saleDocId(saleId)).update({ welcome_email: result });
  return result;
}

/** A sale ping's whole effect: commit, then welcome (null: no welcome email was due). */
export async function recordSale(sale: Sale, now = new Date()): Promise<{ outcome: SaleOutcome; welcome: WelcomeOutcome | null }> {
  const { outcome, welcomeFor } = await commitSale(sale, now);
  return { outcome, welcome: welcomeFor ? await welcomeBuyer(sale.saleId, welcomeFor) : null };
}

export type RefundOutcome =
  | 'revoked'
  | 'kept-by-another-sale'
  | 'already-refunded'
  | 'refund-before-sale'
  /** A dispute ping that arrives after the dispute was won (Gumroad retried it) takes nothing back. */
  | 'dispute-already-won';

/**
 * A refund (or lost dispute) revokes the membership in one transaction: the certificate moves to
 * `revoked_certificates` (unless another completed sale pays for it) and an active subscriber becomes inactive. A
 * refund before its sale is recorded, so the late ping makes no member. `revoked_by`: a won dispute undoes only its
 * own (restore-sale.ts).
 */
export async function revokeSale(saleId: string, by: Revocation = 'refund'): Promise<RefundOutcome> {
  const saleRef = db.collection(COLLECTIONS.sales).doc(saleDocId(saleId));
  return runClaimingTransaction(async (tx): Promise<RefundOutcome> => {
    const saleSnap = await tx.get(saleRef);
    if (!saleSnap.exists) {
      tx.create(saleRef, {
        sale_id: saleId,
        origin: 'ping',
        status: 'refunded',
        revoked_by: by,
        subscriber_id: null,
        certificate_id: null,
        affiliate_code: null,
        created_at: FieldValue.serverTimestamp(),
        refunded_at: FieldValue.serverTimestamp(),
      });
      return 'refund-before-sale';
    }
    if (saleSnap.get('status') === 'refunded') {
      // A refund of a disputed sale stands even if the dispute is won later.
      if (by === 'refund' && saleSnap.get('revoked_by') !== 'refund') tx.update(saleRef, { revoked_by: 'refund' });
      return 'already-refunded';
    }
    if (by === 'dispute' && saleSnap.get('dispute_won_at')) return 'dispute-already-won';
    return takeMembershipBack(tx, saleSnap, saleId, by);
  });
}

async function takeMembershipBack(tx: Transaction, saleSnap: DocumentSnapshot, saleId: string, by: Revocation): Promise<RefundOutcome> {
  const certificateId = saleSnap.get('certificate_id') as string | null;
  const subscriberId = saleSnap.get('subscriber_id') as string | null;
  const certificateRef = certificateId ? db.collection(COLLECTIONS.certificates).doc(certificateId) : null;
  const subscriberRef = subscriberId ? db.collection(COLLECTIONS.subscribers).doc(subscriberId) : null;
  const [certificateSnap, subscriberSnap, certificateSales] = await Promise.all([
    certificateRef ? tx.get(certificateRef) : null,
    subscriberRef ? tx.get(subscriberRef) : null,
    certificateId ? tx.get(db.collection(COLLECTIONS.sales).where('certificate_id', '==', certificateId)) : null,
  ]);
  const sales = certificateSales?.docs ?? [saleSnap];
  tx.update(saleSnap.ref, { status: 'refunded', refunded_at: FieldValue.serverTimestamp(), revoked_by: by });
  countSpotChange(tx, saleSnap.get('status'), 'refunded');
  if (sales.some((d) => d.id !== saleSnap.id && d.get('status') === 'completed')) return 'kept-by-another-sale';

  let statusBefore: SubscriberStatus | null = null;
  if (subscriberRef && subscriberSnap?.exists) {
    const current = subscriberSnap.get('status') as SubscriberStatus | undefined;
    const status = statusAfterRefund(current, {
      // Whichever of the membership's purchases made the address active (the first, mostly); sales recorded before
      // purchases noted this are taken to have, as refunds then did.
      purchaseActivated: sales.some((d) => d.get('activated_subscriber') !== false),
      ownConsent: !!subscriberSnap.get('confirmed_at'),
    });
    if (status !== current) statusBefore = current ?? null;
    const stillTheirs = subscriberSnap.get('certificate_id') === certificateId;
    tx.update(subscriberRef, { ...(status ? { status } : {}), ...(stillTheirs ? { certificate_id: null } : {}) });
  }
  if (certificateRef && certificateSnap?.exists) {
    tx.set(
      db.collection(COLLECTIONS.revokedCertificates).doc(certificateRef.id),
      revokedCertificate(certificateSnap.data()!, by, saleId, statusBefore),
    );
    tx.delete(certificateRef);
  }
  return 'revoked';
}
