import { HttpsError } from 'firebase-functions/v2/https';
import { validateCertificate } from '../shared/certificates/certificate-schema';
import { latestTodayIso } from '../shared/certificates/dates';
import { runClaimingTransaction } from '../lib/first-free-claim';
import { issueCertificateInTransaction, type IssuedCertificate } from './issue-certificate';
import { takeCertificateSlot } from './rate-limit';

export const CREATE_MESSAGES = {
  signedOut: 'You must be signed in to create a certificate.',
  unverified: 'Please confirm your email address before creating a certificate.',
} as const;

export interface Caller {
  uid: string;
  emailVerified: boolean;
}

/**
 * A member's certificate: the same rules as the form, then the rate limit and
 * the certificate in one transaction, so a refused or failed call changes
 * nothing. Every HttpsError message is shown to the member as it is.
 */
export async function createCertificateFor(caller: Caller | null, payload: unknown): Promise<IssuedCertificate> {
  if (!caller) throw new HttpsError('unauthenticated', CREATE_MESSAGES.signedOut);
  if (!caller.emailVerified) throw new HttpsError('permission-denied', CREATE_MESSAGES.unverified);
  const checked = validateCertificate(payload, latestTodayIso());
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.message);
  const input = checked.value;
  return runClaimingTransaction(async (tx) => {
    await takeCertificateSlot(tx, caller.uid);
    return issueCertificateInTransaction(tx, {
      fullName: input.fullName,
      city: input.city,
      issueDateIso: input.issueDateIso,
      memberNumber: input.memberNumber,
      userId: caller.uid,
      source: 'member',
    });
  });
}
