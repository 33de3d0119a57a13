import { FieldValue, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { subscriberIdForEmail, type SubscriberStatus } from '../shared/subscribers';
import { certificateCityFor, certificateNameFor, firstNameFor } from './buyer-name';
import { saleDocId, type Sale } from './sale';

export interface GumroadCertificateRequest {
  fullName: string;
  city: string | null;
  issueDateIso: string;
  userId: null;
  source: 'gumroad';
}

/** The two effects a sale shares with the rest of the site: the /founders/new certificate path and the welcome email. */
export interface SaleEffects {
  issueCertificateInTransaction(tx: Transaction, input: GumroadCertificateRequest): Promise<{ id: string; member_number: number }>;
  sendWelcomeEmail(subscriberId: string): Promise<'sent' | 'already-sent' | 'skipped'>;
}

export type SaleOutcome =
  | { kind: 'created'; subscriberId: string; certificateId: string; memberNumber: number }
  /** Gumroad delivered this sale before (or the import already holds it): nothing new happened. */
  | { kind: 'duplicate'; subscriberId: string | null; certificateId: string | null }
  /** A refund for this sale arrived first; the sale stays refunded. */
  | { kind: 'refunded-before'; subscriberId: null; certificateId: null };

/** Many parallel sales queue on the member-number counter; let them wait their turn rather than fail. */
const TRANSACTION_ATTEMPTS = 60;

const EARLIEST_ISSUE_DATE = '2025-01-01';

function issueDateFor(sale: Sale, todayIso: string): string {
  const date = sale.saleDateIso ?? todayIso;
  if (date < EARLIEST_ISSUE_DATE) return EARLIEST_ISSUE_DATE;
  return date > todayIso ? todayIso : date;
}

/** An earlier unsubscribe or bounce outlives a new purchase; otherwise the buyer's contact choice decides. */
function statusFor(sale: Sale, current: SubscriberStatus | undefined): SubscriberStatus {
  if (current === 'unsubscribed' || current === 'bounced') return current;
  return sale.canContact ? 'active' : 'unsubscribed';
}

function subscriberWrite(sale: Sale, existing: DocumentData | undefined, certificateId: string): DocumentData {
  const status = statusFor(sale, existing?.status as SubscriberStatus | undefined);
  if (!existing) {
    return {
      email: sale.email,
      first_name: firstNameFor(sale.buyerName),
      city: sale.city,
      state: sale.state,
      status,
      source: 'gumroad',
      created_at: FieldValue.serverTimestamp(),
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

/**
 * Applies one sale exactly once. The `sales/{id}` claim, the subscriber and
 * the certificate are written in one transaction, so parallel deliveries of
 * the same sale produce one member, and a failure leaves nothing behind for
 * Gumroad's retry to trip over. The welcome email is idempotent per
 * subscriber, so it is sent after the commit and re-tried on a redelivery
 * until the sale records it.
 */
export async function recordSale(db: Firestore, sale: Sale, effects: SaleEffects, now = new Date()): Promise<SaleOutcome> {
  const saleRef = db.collection('sales').doc(saleDocId(sale.saleId));
  const subscriberId = subscriberIdForEmail(sale.email);
  const subscriberRef = db.collection('subscribers').doc(subscriberId);

  const outcome = await db.runTransaction(
    async (tx): Promise<SaleOutcome & { welcomeDone?: boolean }> => {
      const [saleSnap, subscriberSnap] = await tx.getAll(saleRef, subscriberRef);
      if (saleSnap.exists) {
        if (saleSnap.get('status') === 'refunded' && !saleSnap.get('certificate_id')) return { kind: 'refunded-before', subscriberId: null, certificateId: null };
        return {
          kind: 'duplicate',
          subscriberId: saleSnap.get('subscriber_id') ?? null,
          certificateId: saleSnap.get('certificate_id') ?? null,
          welcomeDone: Boolean(saleSnap.get('welcome_email')) || saleSnap.get('status') !== 'completed',
        };
      }
      const existing = subscriberSnap.exists ? subscriberSnap.data() : undefined;
      const heldCertificateId = typeof existing?.certificate_id === 'string' ? existing.certificate_id : null;
      const held = heldCertificateId ? await tx.get(db.collection('certificates').doc(heldCertificateId)) : null;

      // A buyer who already holds a certificate keeps it; one member, one certificate.
      const certificate = held?.exists
        ? { id: held.id, member_number: held.get('member_number') as number }
        : await effects.issueCertificateInTransaction(tx, {
            fullName: certificateNameFor(sale.buyerName, sale.email),
            city: certificateCityFor(sale.city),
            issueDateIso: issueDateFor(sale, now.toISOString().slice(0, 10)),
            userId: null,
            source: 'gumroad',
          });

      tx.set(subscriberRef, subscriberWrite(sale, existing, certificate.id), { merge: true });
      tx.create(saleRef, {
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
        affiliate_code: sale.affiliateCode,
        gumroad_affiliate: sale.gumroadAffiliate,
        affiliate_credit_cents: sale.affiliateCreditCents,
        welcome_email: null,
        created_at: FieldValue.serverTimestamp(),
        refunded_at: null,
      });
      return { kind: 'created', subscriberId, certificateId: certificate.id, memberNumber: certificate.member_number };
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );

  const needsWelcome = outcome.kind === 'created' || (outcome.kind === 'duplicate' && !outcome.welcomeDone && outcome.subscriberId);
  if (needsWelcome && outcome.subscriberId) {
    const welcome = await effects.sendWelcomeEmail(outcome.subscriberId);
    await saleRef.update({ welcome_email: welcome });
  }
  const { welcomeDone: _welcomeDone, ...result } = outcome as SaleOutcome & { welcomeDone?: boolean };
  return result;
}

export type RefundOutcome = 'revoked' | 'already-refunded' | 'refund-before-sale';

/**
 * A refund (or lost dispute) takes the membership back: the certificate moves
 * to `revoked_certificates` (its public page then shows not-found) and the
 * subscriber becomes inactive, in one transaction. A refund for a sale not
 * seen yet is recorded, so the late sale ping does not create a member.
 */
export async function revokeSale(db: Firestore, saleId: string): Promise<RefundOutcome> {
  const saleRef = db.collection('sales').doc(saleDocId(saleId));
  return db.runTransaction(
    async (tx) => {
      const saleSnap = await tx.get(saleRef);
      if (!saleSnap.exists) {
        tx.create(saleRef, {
          sale_id: saleId,
          origin: 'ping',
          status: 'refunded',
          subscriber_id: null,
          certificate_id: null,
          affiliate_code: null,
          created_at: FieldValue.serverTimestamp(),
          refunded_at: FieldValue.serverTimestamp(),
        });
        return 'refund-before-sale';
      }
      if (saleSnap.get('status') === 'refunded') return 'already-refunded';

      const certificateId = saleSnap.get('certificate_id') as string | null;
      const subscriberId = saleSnap.get('subscriber_id') as string | null;
      const certificateRef = certificateId ? db.collection('certificates').doc(certificateId) : null;
      const subscriberRef = subscriberId ? db.collection('subscribers').doc(subscriberId) : null;
      const [certificateSnap, subscriberSnap] = await Promise.all([certificateRef ? tx.get(certificateRef) : null, subscriberRef ? tx.get(subscriberRef) : null]);

      if (certificateRef && certificateSnap?.exists) {
        tx.set(db.collection('revoked_certificates').doc(certificateRef.id), {
          ...certificateSnap.data(),
          revoked_at: FieldValue.serverTimestamp(),
          revoked_reason: 'refund',
          sale_id: saleId,
        });
        tx.delete(certificateRef);
      }
      if (subscriberRef && subscriberSnap?.exists) {
        const stillTheirs = subscriberSnap.get('certificate_id') === certificateId;
        tx.update(subscriberRef, { status: 'inactive', ...(stillTheirs ? { certificate_id: null } : {}) });
      }
      tx.update(saleRef, { status: 'refunded', refunded_at: FieldValue.serverTimestamp() });
      return 'revoked';
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}
