import { collection, doc, getDoc, orderBy, query, where, type Firestore, type Timestamp } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { callFunction } from '@/lib/call-function';
import { COLLECTIONS } from '@shared/collections';
import { INTERRUPT_SAILING, type InterruptSailingRequest } from '@shared/contracts/interrupt-sailing';
import { PREPARE_SAILING_EMAILS } from '@shared/contracts/prepare-sailing-emails';
import { REFUND_HELD_SALE } from '@shared/contracts/refund-held-sale';
import { SAVE_SAILING, type SaveSailingRequest } from '@shared/contracts/save-sailing';
import type { HoldReason } from '@shared/sailings/seat-sale';
import type { SailingInput } from '@shared/sailings/sailing';
import type { WaitlistState } from '@shared/sailings/waitlist';
import { sailingFromStored, sailingInputFrom, type SailingProductRecord, type SailingRecord } from '@shared/sailings/sailing-record';

type Stored<T> = { [K in keyof T]: T[K] extends Date ? Timestamp : T[K] };
/** A sailing as Firestore hands it to the browser: its instants as Timestamps. */
export type StoredSailing = Stored<SailingRecord> & { id: string };

/** Every sailing, the latest boarding first. */
export const sailingsQuery = (db: Firestore) => query(collection(db, COLLECTIONS.sailings), orderBy('boards_at', 'desc'));

/** A saved sailing as the form's values, or null when there is none at that address. */
export async function loadSailingInput(db: Firestore, slug: string): Promise<SailingInput | null> {
  const [sailing, product] = await Promise.all([
    getDoc(doc(db, COLLECTIONS.sailings, slug)),
    getDoc(doc(db, COLLECTIONS.sailingProducts, slug)),
  ]);
  if (!sailing.exists()) return null;
  const productData = (product.data() as SailingProductRecord | undefined) ?? { gumroad_permalink: '' };
  return sailingInputFrom(sailingFromStored(sailing.data()), productData);
}

export const saveSailing = (functions: Functions, request: SaveSailingRequest) => callFunction(functions, SAVE_SAILING, request);

/** A seat sale held for the owner (`sailing_orders/{sale}`), as the sailing's page lists it beside its Refund button. */
export interface HeldSale {
  id: string;
  sale_id: string;
  email: string;
  buyer_name: string;
  quantity: number;
  price_cents: number | null;
  hold_reason: HoldReason;
  created_at: Timestamp | null;
  refund_requested_at?: Timestamp | null;
}

/** The sailing's sales held for the owner; a refunded one leaves the list. */
export const heldSalesQuery = (db: Firestore, slug: string) =>
  query(collection(db, COLLECTIONS.sailingOrders), where('sailing_slug', '==', slug), where('status', '==', 'held'));

export const refundHeldSale = (functions: Functions, saleId: string) => callFunction(functions, REFUND_HELD_SALE, { saleId });

/** An entry of the sailing's waitlist (`sailing_waitlist/{slug}~{address}`), as its admin page counts them. */
export interface WaitlistEntry {
  id: string;
  email: string;
  state: WaitlistState;
  offer_expires_at?: Timestamp;
}

export const waitlistQuery = (db: Firestore, slug: string) =>
  query(collection(db, COLLECTIONS.sailingWaitlist), where('sailing_slug', '==', slug));
export const interruptSailing = (functions: Functions, request: InterruptSailingRequest) =>
  callFunction(functions, INTERRUPT_SAILING, request);

export const prepareSailingEmails = (functions: Functions, slug: string) => callFunction(functions, PREPARE_SAILING_EMAILS, { slug });
