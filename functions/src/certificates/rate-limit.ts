import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { claimFirstFree } from './first-free-claim';

/**
 * A modest per-account limit on certificate creation: a member making
 * certificates for a few friends is fine, a script hammering the callable is
 * not. Each window of `windowMs` has `max` slot documents under
 * `rate_limits/{uid}/certificate_slots/{windowStart}-{k}`; a create claims one
 * in the same commit as the certificate, so only successful creates count and
 * concurrent calls cannot overshoot. `expires_at` is there for a Firestore TTL
 * policy to clean old slots up.
 */
export const CERTIFICATE_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

export function rateLimitWindowStart(nowMs: number, windowMs = CERTIFICATE_RATE_LIMIT.windowMs): number {
  return nowMs - (nowMs % windowMs);
}

export function minutesUntilNextWindow(nowMs: number, windowMs = CERTIFICATE_RATE_LIMIT.windowMs): number {
  return Math.max(1, Math.ceil((rateLimitWindowStart(nowMs, windowMs) + windowMs - nowMs) / 60_000));
}

export function rateLimitMessage(retryInMinutes: number): string {
  return `You've created several certificates in a short time. Please try again in ${retryInMinutes} minute${retryInMinutes === 1 ? '' : 's'}.`;
}

/** Claims one of the caller's slots for this window, or throws resource-exhausted when all are used. */
export async function takeCertificateSlot(tx: Transaction, uid: string, nowMs = Date.now()): Promise<void> {
  const { max, windowMs } = CERTIFICATE_RATE_LIMIT;
  const windowStart = rateLimitWindowStart(nowMs);
  const slots = Array.from({ length: max }, (_, k) => db.doc(`rate_limits/${uid}/certificate_slots/${windowStart}-${k + 1}`));
  const taken = await claimFirstFree(tx, slots, { expires_at: Timestamp.fromMillis(windowStart + windowMs) });
  if (taken < 0) throw new HttpsError('resource-exhausted', rateLimitMessage(minutesUntilNextWindow(nowMs)));
}
