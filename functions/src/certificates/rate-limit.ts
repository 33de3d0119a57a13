import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { COLLECTIONS, SUBCOLLECTIONS } from '../shared/collections';
import { claimRateLimitSlot, minutesUntilNextWindow, minutesWord, type RateLimit } from '../lib/rate-limit';

/**
 * A modest per-account limit on certificate creation: a member making
 * certificates for a few friends is fine, a script hammering the callable is
 * not. Slots live under `rate_limits/{uid}/certificate_slots`.
 */
export const CERTIFICATE_RATE_LIMIT: RateLimit = { max: 5, windowMs: 10 * 60 * 1000 };

export function rateLimitMessage(retryInMinutes: number): string {
  return `You've created several certificates in a short time. Please try again in ${minutesWord(retryInMinutes)}.`;
}

/** Claims one of the caller's slots for this window, or throws resource-exhausted when all are used. */
export async function takeCertificateSlot(tx: Transaction, uid: string, nowMs = Date.now()): Promise<void> {
  if (
    !(await claimRateLimitSlot(tx, `${COLLECTIONS.rateLimits}/${uid}/${SUBCOLLECTIONS.certificateSlots}`, CERTIFICATE_RATE_LIMIT, nowMs))
  ) {
    throw new HttpsError('resource-exhausted', rateLimitMessage(minutesUntilNextWindow(nowMs, CERTIFICATE_RATE_LIMIT.windowMs)));
  }
}
