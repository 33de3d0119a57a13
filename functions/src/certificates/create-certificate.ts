import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { validateCertificate } from '../shared/certificates/certificate-schema';
import { latestTodayIso } from '../shared/certificates/dates';
import { siteDay } from '../shared/launch/launch-phase';
import { CERTIFICATE_CREATION_FIELD, certificateCreationPolicy } from '../shared/certificates/creation-policy';
import { DOCS } from '../shared/collections';
import { CREATE_REFUSALS, NOT_A_BUYER, notABuyerMessage, type CreateCertificateResponse } from '../shared/contracts/create-certificate';
import { runClaimingTransaction } from '../lib/first-free-claim';
import { issueCertificateInTransaction } from './issue-certificate';
import { findPurchase, handBack, linkToPurchase } from './purchase';
import { takeCertificateSlot } from './rate-limit';

export const CREATE_MESSAGES = {
  signedOut: 'You must be signed in to create a certificate.',
  unverified: 'Please confirm your email address before creating a certificate.',
} as const;

export interface Caller {
  uid: string;
  /** The account's email; only trusted together with emailVerified. */
  email: string | null;
  emailVerified: boolean;
  /** The admin claim on a verified account (shared/admin-claims). */
  admin: boolean;
}

async function buyersOnly(): Promise<boolean> {
  const settings = await db.doc(DOCS.membershipSettings).get();
  return certificateCreationPolicy(settings.get(CERTIFICATE_CREATION_FIELD)) === 'buyers';
}

/**
 * A certificate from /founders/new. Admins make any, with any free number. Members get the next number; under the
 * default 'buyers' policy only with a completed, unrefunded sale (a buyer gets theirs back). One transaction, so a
 * failure changes nothing and a double submit makes one. HttpsError messages are shown as they are.
 */
export async function createCertificateFor(caller: Caller | null, payload: unknown): Promise<CreateCertificateResponse> {
  if (!caller) throw new HttpsError('unauthenticated', CREATE_MESSAGES.signedOut);
  if (!caller.emailVerified) throw new HttpsError('permission-denied', CREATE_MESSAGES.unverified);
  // A member's date is today in Cleveland, whatever the payload says; the crew may date one otherwise.
  const now = new Date();
  const checked = validateCertificate(payload, latestTodayIso(now), caller.admin ? undefined : siteDay(now));
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.message);
  const input = checked.value;
  if (input.memberNumber !== undefined && !caller.admin) {
    throw new HttpsError('permission-denied', CREATE_REFUSALS.memberNumberForCrewOnly);
  }
  const purchaseNeeded = !caller.admin && (await buyersOnly());
  return runClaimingTransaction(async (tx) => {
    const purchase = purchaseNeeded ? await findPurchase(tx, caller.email) : null;
    if (purchaseNeeded && !purchase) {
      throw new HttpsError('permission-denied', notABuyerMessage(caller.email), { reason: NOT_A_BUYER });
    }
    if (purchase?.certificate) return handBack(tx, purchase.certificate, caller.uid);
    await takeCertificateSlot(tx, caller.uid);
    const issued = await issueCertificateInTransaction(tx, {
      fullName: input.fullName,
      city: input.city,
      issueDateIso: input.issueDateIso,
      memberNumber: input.memberNumber,
      userId: caller.uid,
      source: 'member',
    });
    if (purchase) linkToPurchase(tx, purchase, issued);
    return issued;
  });
}
