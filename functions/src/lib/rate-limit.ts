import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, SUBCOLLECTIONS } from '../shared/collections';
import { db } from './admin';
import { claimFirstFree } from './first-free-claim';

/**
 * Fixed-window rate limits in Firestore: `max` slot documents `{bucket}/{windowStart}-{k}` per window, one claimed in
 * the commit of the call's effect, so only calls that went through count (use runClaimingTransaction). Each group's
 * `expires_at` TTL policy is in firestore.indexes.json, unit-tested against RATE_LIMIT_SLOT_GROUPS.
 */
export const RATE_LIMIT_SLOT_GROUPS = [
  SUBCOLLECTIONS.certificateSlots,
  SUBCOLLECTIONS.partnerInquirySlots,
  SUBCOLLECTIONS.insightsWindows,
  SUBCOLLECTIONS.insightsDayCounts,
  SUBCOLLECTIONS.signUpSlots,
] as const;
export const RATE_LIMIT_EXPIRY_FIELD = 'expires_at';
export type RateLimitBucket = `${typeof COLLECTIONS.rateLimits}/${string}/${(typeof RATE_LIMIT_SLOT_GROUPS)[number]}`;

export interface RateLimit {
  max: number;
  windowMs: number;
}

export function rateLimitWindowStart(nowMs: number, windowMs: number): number {
  return nowMs - (nowMs % windowMs);
}

export function minutesUntilNextWindow(nowMs: number, windowMs: number): number {
  return Math.max(1, Math.ceil((rateLimitWindowStart(nowMs, windowMs) + windowMs - nowMs) / 60_000));
}

export const minutesWord = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/** Claims one of the bucket's slots for this window; false when all are used. */
export async function claimRateLimitSlot(
  tx: Transaction,
  bucket: RateLimitBucket,
  { max, windowMs }: RateLimit,
  nowMs = Date.now(),
): Promise<boolean> {
  const windowStart = rateLimitWindowStart(nowMs, windowMs);
  const slots = Array.from({ length: max }, (_, k) => db.doc(`${bucket}/${windowStart}-${k + 1}`));
  return (await claimFirstFree(tx, slots, { [RATE_LIMIT_EXPIRY_FIELD]: Timestamp.fromMillis(windowStart + windowMs) })) >= 0;
}

/**
 * The light variant for frequent, low-stakes calls: one counter document per
 * window, `{bucket}/{windowStart}`, read and counted in the caller's
 * transaction, with the call's own effect, so a burst of parallel calls from
 * one sender cannot all pass: each sees the count the others left. Returns
 * false, and writes nothing, when the window is used up.
 */
export async function countInWindow(tx: Transaction, bucket: RateLimitBucket, limit: RateLimit, nowMs = Date.now()): Promise<boolean> {
  const ref = db.doc(`${bucket}/${rateLimitWindowStart(nowMs, limit.windowMs)}`);
  const used = ((await tx.get(ref)).get('count') as number | undefined) ?? 0;
  if (used >= limit.max) return false;
  tx.set(ref, rateLimitCount(limit, nowMs), { merge: true });
  return true;
}

export function rateLimitCount({ windowMs }: RateLimit, nowMs = Date.now()) {
  return {
    count: FieldValue.increment(1),
    [RATE_LIMIT_EXPIRY_FIELD]: Timestamp.fromMillis(rateLimitWindowStart(nowMs, windowMs) + windowMs),
  };
}
