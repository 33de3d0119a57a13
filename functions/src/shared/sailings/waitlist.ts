import type { InferType } from 'yup';
import { signUpSchema } from '../sign-up/sign-up';

/**
 * A sold-out sailing's own waitlist, as plain rules: double opt-in, then in order of confirming. A freed seat is
 * offered to the next for OFFER_HOURS, reserved meanwhile; no offer runs into the last hours before boarding, and none
 * is made once too little time is left.
 */

/** How long an offer stays open, unless boarding comes first. */
export const OFFER_HOURS = 24;
/** Offers close this long before boarding, so the dock's manifest is settled when the crew loads it. */
export const OFFER_CLOSES_BEFORE_BOARDING_MS = 2 * 3_600_000;
/** An offer shorter than this is no real chance to buy: within it of the closing, no offer is made. */
export const MIN_OFFER_MS = 3_600_000;
/** How long a confirmation link works. */
export const WAITLIST_CONFIRM_DAYS = 7;

/** The waitlist form's fields are the founding sign-up's, checked with the same words. */
export const waitlistJoinSchema = signUpSchema.pick(['email', 'first_name', 'website']);
export type WaitlistJoin = InferType<typeof waitlistJoinSchema>;

/**
 * An entry's place: `pending` until its link is confirmed, `waiting` in line, `offered` a seat (reserved), then
 * `bought` or `passed` (the offer ran out and went to the next). A passed entry is not offered again.
 */
export type WaitlistState = 'pending' | 'waiting' | 'offered' | 'bought' | 'passed';

/** When an offer made at `now` ends: OFFER_HOURS later or when offers close before boarding; null when too late to offer. */
export function offerExpiry(now: Date, boardsAt: Date): Date | null {
  const closes = boardsAt.getTime() - OFFER_CLOSES_BEFORE_BOARDING_MS;
  if (closes - now.getTime() < MIN_OFFER_MS) return null;
  return new Date(Math.min(now.getTime() + OFFER_HOURS * 3_600_000, closes));
}

/** Whether an offer still buys a seat at `now` (its end is never past boarding, see offerExpiry). */
export const offerOpen = (expiresAt: Date, now: Date) => now.getTime() < expiresAt.getTime();

/** Seats to offer now: those neither sold nor reserved by an open offer, one per person waiting. */
export function seatsToOffer(s: { capacity: number; seatsSold: number; seatsOffered: number }, waiting: number): number {
  return Math.max(0, Math.min(waiting, s.capacity - s.seatsSold - s.seatsOffered));
}

/** A waitlist entry's id: one per address and sailing, so joining twice keeps one entry. */
export const waitlistEntryId = (slug: string, subscriberId: string) => `${slug}~${subscriberId}`;
