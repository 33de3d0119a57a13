import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { COLLECTIONS, SUBCOLLECTIONS } from '../shared/collections';
import { db } from './admin';
import { addressBucket, wideAddressBucket } from './client-address';
import {
  claimRateLimitSlot,
  minutesUntilNextWindow,
  rateLimitCount,
  rateLimitWindowStart,
  type RateLimit,
  type RateLimitBucket,
  type RATE_LIMIT_SLOT_GROUPS,
} from './rate-limit';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Tiers of a public form that sends email (sign-up, partner), in one place so they cannot drift: per network (IPv4
 * address or IPv6 /64), per IPv6 /48 (so rotating /64s buys nothing), and a UTC-day ceiling for everyone, which keeps
 * a flood from spending the SendGrid plan.
 */
export interface FormLimits {
  network: RateLimit;
  wideNetwork: RateLimit;
  /** Counted in one document per day, only for the submissions that send an email. */
  emailsPerDay: RateLimit;
  slots: (typeof RATE_LIMIT_SLOT_GROUPS)[number];
  /** Names the day's counter: `rate_limits/all-{dayName}/{slots}/{day start}`. */
  dayName: string;
}

export const SIGN_UP_LIMITS: FormLimits = {
  network: { max: 10, windowMs: HOUR_MS },
  wideNetwork: { max: 30, windowMs: HOUR_MS },
  emailsPerDay: { max: 2000, windowMs: DAY_MS },
  slots: SUBCOLLECTIONS.signUpSlots,
  dayName: 'sign-up-emails',
};

/** Partners write rarely and can always email the crew directly, so one /48 gets what one network gets. */
export const PARTNER_INQUIRY_LIMITS: FormLimits = {
  network: { max: 5, windowMs: HOUR_MS },
  wideNetwork: { max: 5, windowMs: HOUR_MS },
  emailsPerDay: { max: 50, windowMs: DAY_MS },
  slots: SUBCOLLECTIONS.partnerInquirySlots,
  dayName: 'partner-inquiries',
};

/** The form's counter of emails sent today (UTC), by everyone. */
export function formDayDoc(limits: FormLimits, nowMs: number): string {
  const bucket: RateLimitBucket = `${COLLECTIONS.rateLimits}/all-${limits.dayName}/${limits.slots}`;
  return `${bucket}/${rateLimitWindowStart(nowMs, limits.emailsPerDay.windowMs)}`;
}

export interface SenderBuckets {
  network: RateLimitBucket;
  /** Null for an IPv4 sender, whose address is its only tier. */
  wide: RateLimitBucket | null;
}

export async function senderBuckets(limits: FormLimits, address: string, nowMs: number): Promise<SenderBuckets> {
  const [network, wide] = await Promise.all([
    addressBucket(address, limits.slots, nowMs),
    wideAddressBucket(address, limits.slots, nowMs),
  ]);
  return { network, wide };
}

/** What the sender is told when a limit refuses them, in the form's own words. */
export interface FormRefusals {
  busy: string;
  tooMany: (retryInMinutes: number) => string;
}

/**
 * Refuses the submission (HttpsError resource-exhausted) when today's ceiling
 * is reached or the sender's network or /48 has used its hour, and otherwise
 * claims a slot in each tier, in the caller's transaction so that only
 * submissions that went through count. Call it before any write.
 */
export async function claimFormLimits(
  tx: Transaction,
  limits: FormLimits,
  buckets: SenderBuckets,
  refusals: FormRefusals,
  nowMs: number,
): Promise<void> {
  const day = await tx.get(db.doc(formDayDoc(limits, nowMs)));
  if (((day.get('count') as number | undefined) ?? 0) >= limits.emailsPerDay.max) {
    throw new HttpsError('resource-exhausted', refusals.busy);
  }
  for (const [bucket, limit] of [
    [buckets.network, limits.network],
    [buckets.wide, limits.wideNetwork],
  ] as const) {
    if (bucket && !(await claimRateLimitSlot(tx, bucket, limit, nowMs))) {
      throw new HttpsError('resource-exhausted', refusals.tooMany(minutesUntilNextWindow(nowMs, limit.windowMs)));
    }
  }
}

/** Counts an email the form is about to send toward today's ceiling, in the same transaction. */
export function countFormEmail(tx: Transaction, limits: FormLimits, nowMs: number): void {
  tx.set(db.doc(formDayDoc(limits, nowMs)), rateLimitCount(limits.emailsPerDay, nowMs), { merge: true });
}
