import { randomBytes } from 'node:crypto';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { runClaimingTransaction } from '../lib/first-free-claim';
import { COLLECTIONS } from '../shared/collections';
import { sailingPhase } from '../shared/sailings/sailing';
import { sailingClockOf, sailingFromStored, type SailingRecord } from '../shared/sailings/sailing-record';
import { SEATS_PER_OFFER, seatSaleDecision, type FounderCheck, type HoldReason } from '../shared/sailings/seat-sale';
import { saleDocId } from '../gumroad/sale';
import { openPresaleToken, type PresaleClaim } from './presale-token';
import { checkOffer } from './waitlist-offers';

/** A Gumroad sale of one sailing's seats, as its ping says it. */
export interface SeatSale {
  saleId: string;
  email: string;
  buyerName: string;
  quantity: number;
  priceCents: number | null;
  affiliateCode: string | null;
  /** `url_params[founder]`: the sealed token of a founder's buy link, when the buyer came through one. */
  founderToken: string | null;
  /** `url_params[offer]`: the sealed token of a waitlist offer's buy link. */
  offerToken?: string | null;
}

export type SeatSaleOutcome =
  | {
      kind: 'ticketed';
      ticketIds: string[];
      founder: boolean;
      oversold: boolean;
      /** The owner was alerted of this sale past capacity (markOversoldAlerted); a retry alerts when not. */
      oversoldAlerted: boolean;
      duplicate: boolean;
    }
  | { kind: 'held'; reason: HoldReason; duplicate: boolean };

/** 128 random bits: a ticket's page is found only by holding its link or its QR. */
export const newTicketId = () => randomBytes(16).toString('base64url');

async function checkFounder(
  tx: Transaction,
  slug: string,
  token: string | null,
): Promise<{ check: FounderCheck; claim: PresaleClaim | null }> {
  if (!token) return { check: 'none', claim: null };
  const claim = openPresaleToken(token);
  if (!claim) return { check: 'forged', claim: null };
  if (claim.slug !== slug) return { check: 'other-sailing', claim };
  const certificate = await tx.get(db.collection(COLLECTIONS.certificates).doc(claim.certificateId));
  return { check: certificate.exists ? 'valid' : 'membership-gone', claim };
}

/**
 * Turns a sale of a sailing's seats into one ticket per seat, or holds it for the owner, in one transaction with
 * the sailing's seat count, keyed by the sale id: a retried ping finds its order and changes nothing.
 */
export async function recordSeatSale(slug: string, sale: SeatSale, now = new Date()): Promise<SeatSaleOutcome> {
  const orderRef = db.collection(COLLECTIONS.sailingOrders).doc(saleDocId(sale.saleId));
  const sailingRef = db.collection(COLLECTIONS.sailings).doc(slug);
  // Gumroad's retries of one ping arrive together and fight over the order's read lock.
  return runClaimingTransaction(async (tx) => {
    const order = await tx.get(orderRef);
    if (order.exists) return outcomeOf(order.data()!, true);
    const sailingSnap = await tx.get(sailingRef);
    if (!sailingSnap.exists) throw new Error(`No sailing ${slug} for sale ${sale.saleId}`);
    const sailing: SailingRecord = sailingFromStored(sailingSnap.data()!);
    const { check, claim } = await checkFounder(tx, slug, sale.founderToken);
    const offer = await checkOffer(tx, slug, sale.offerToken ?? null, now);
    const founderSeatsBefore =
      check === 'valid'
        ? (
            await tx.get(
              db
                .collection(COLLECTIONS.tickets)
                .where('sailing_slug', '==', slug)
                .where('founder_certificate_id', '==', claim!.certificateId)
                .where('status', '==', 'valid'),
            )
          ).size
        : 0;
    const decision = seatSaleDecision({
      phase: sailingPhase(sailingClockOf(sailing), now),
      quantity: sale.quantity,
      seatsSold: sailing.seats_sold,
      capacity: sailing.capacity,
      founderSeatLimit: sailing.founder_seat_limit,
      founderCheck: check,
      founderSeatsBefore,
      offerCheck: offer.check,
      seatsOffered: sailing.seats_offered ?? 0,
    });
    const common = {
      sale_id: sale.saleId,
      sailing_slug: slug,
      email: sale.email,
      buyer_name: sale.buyerName,
      quantity: sale.quantity,
      price_cents: sale.priceCents,
      affiliate_code: sale.affiliateCode,
      founder_certificate_id: check === 'valid' ? claim!.certificateId : null,
      created_at: FieldValue.serverTimestamp(),
    };
    if (decision.kind === 'hold') {
      tx.create(orderRef, { ...common, status: 'held', hold_reason: decision.reason, ticket_ids: [] });
      return { kind: 'held', reason: decision.reason, duplicate: false };
    }
    const ticketIds = Array.from({ length: sale.quantity }, newTicketId);
    ticketIds.forEach((id, i) =>
      tx.create(db.collection(COLLECTIONS.tickets).doc(id), {
        sailing_slug: slug,
        sale_id: sale.saleId,
        seat: i + 1,
        seats: sale.quantity,
        holder_email: sale.email,
        holder_name: sale.buyerName,
        founder: decision.founder,
        founder_certificate_id: common.founder_certificate_id,
        status: 'valid',
        checked_in_at: null,
        created_at: FieldValue.serverTimestamp(),
      }),
    );
    // The offer is taken, and the seat it reserved with it.
    if (offer.entry) tx.update(offer.entry, { state: 'bought', bought_sale_id: sale.saleId, bought_at: FieldValue.serverTimestamp() });
    tx.update(sailingRef, {
      seats_sold: FieldValue.increment(sale.quantity),
      ...(offer.entry && { seats_offered: FieldValue.increment(-SEATS_PER_OFFER) }),
    });
    tx.create(orderRef, {
      ...common,
      status: 'ticketed',
      hold_reason: null,
      ticket_ids: ticketIds,
      founder: decision.founder,
      oversold: decision.oversold,
      oversold_alerted_at: null,
      waitlist_entry_id: offer.entry?.id ?? null,
    });
    return {
      kind: 'ticketed',
      ticketIds,
      founder: decision.founder,
      oversold: decision.oversold,
      oversoldAlerted: false,
      duplicate: false,
    };
  });
}

function outcomeOf(order: FirebaseFirestore.DocumentData, duplicate: boolean): SeatSaleOutcome {
  return order.status === 'held'
    ? { kind: 'held', reason: order.hold_reason as HoldReason, duplicate }
    : {
        kind: 'ticketed',
        ticketIds: order.ticket_ids as string[],
        founder: Boolean(order.founder),
        oversold: Boolean(order.oversold),
        oversoldAlerted: Boolean(order.oversold_alerted_at),
        duplicate,
      };
}

/** Records that the owner was alerted of a sale past capacity, so Gumroad's retries of its ping alert no more. */
export const markOversoldAlerted = (saleId: string) =>
  db.collection(COLLECTIONS.sailingOrders).doc(saleDocId(saleId)).update({ oversold_alerted_at: FieldValue.serverTimestamp() });

/**
 * A refund or a lost dispute of a seat sale: its tickets are void and their seats go back on sale, once, however
 * often Gumroad sends it. Answers how many seats were freed (0 for a held sale, a repeat, or an unknown sale).
 * `refundedBy` names the admin whose click refunded it, written with the rest.
 */
export async function voidSeatSale(
  saleId: string,
  refundedBy?: string,
): Promise<{ freedSeats: number; slug: string | null; already: boolean }> {
  const orderRef = db.collection(COLLECTIONS.sailingOrders).doc(saleDocId(saleId));
  return runClaimingTransaction(async (tx) => {
    const order = await tx.get(orderRef);
    if (!order.exists) return { freedSeats: 0, slug: null, already: false };
    if (order.get('status') === 'refunded') return { freedSeats: 0, slug: order.get('sailing_slug') as string, already: true };
    const slug = order.get('sailing_slug') as string;
    const ticketIds = order.get('status') === 'ticketed' ? (order.get('ticket_ids') as string[]) : [];
    for (const id of ticketIds)
      tx.update(db.collection(COLLECTIONS.tickets).doc(id), { status: 'void', voided_at: FieldValue.serverTimestamp() });
    if (ticketIds.length) tx.update(db.collection(COLLECTIONS.sailings).doc(slug), { seats_sold: FieldValue.increment(-ticketIds.length) });
    tx.update(orderRef, { status: 'refunded', refunded_at: FieldValue.serverTimestamp(), ...(refundedBy && { refunded_by: refundedBy }) });
    return { freedSeats: ticketIds.length, slug, already: false };
  });
}
