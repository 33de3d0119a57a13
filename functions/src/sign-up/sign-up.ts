import { randomBytes } from 'node:crypto';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { siteUrl } from '../config';
import { composeMailSend } from '../email/compose-email';
import { loadSender } from '../email/email-settings';
import { sendMail } from '../email/mailer';
import { simpleEmailBody } from '../email/simple-email';
import { db } from '../lib/admin';
import { addressBucket } from '../lib/client-address';
import { runClaimingTransaction } from '../lib/first-free-claim';
import { externalErrorMessage, logExternalError } from '../lib/log-external-error';
import { claimRateLimitSlot, minutesUntilNextWindow, minutesWord, type RateLimit } from '../lib/rate-limit';
import { claimedFields, markerState, sendClaimed, sentFields, unconfirmedFields } from '../lib/send-once';
import { COLLECTIONS, SUBCOLLECTIONS } from '../shared/collections';
import type { SignUpResponse } from '../shared/contracts/sign-up';
import { SIGN_UP_CONFIRM_PATH } from '../shared/paths';
import { CONFIRM_LINK_DAYS, CONSENT_SENTENCES, type SignUp, type SignUpMode } from '../shared/sign-up/sign-up';
import { subscriberIdForEmail } from '../shared/subscribers';
import { countInTransaction } from '../insights/collect';
import { signUpCounters } from '../shared/insights/counters';
import { signConfirmToken } from './confirm-token';

/**
 * A sign-up from the public form (double opt-in): it is kept as pending in
 * `signups/{subscriber id}` and a confirmation link goes to the address. Only
 * opening that link (confirm-sign-up.ts) makes or changes a subscriber, so a
 * sign-up alone never subscribes, reactivates or downgrades anyone.
 *
 * Every accepted sign-up gets the same answer, whether the address is new, on
 * the list, a buyer's, unsubscribed, or repeated a minute ago: nothing in the
 * reply tells who is on the list.
 */
export const SIGN_UP_RATE_LIMIT: RateLimit = { max: 10, windowMs: 60 * 60 * 1000 };

/** A repeat sign-up of the same address for the same list within this time sends no second email. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

/** A send that has not finished after this long died; a repeat may take it over. */
const SEND_LEASE_MS = 2 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const ACCEPTED: SignUpResponse = { accepted: true };

export const signUpRateLimitMessage = (retryInMinutes: number) =>
  `Several sign-ups came from your network in a short time. Please try again in ${minutesWord(retryInMinutes)}.`;
export const SIGN_UP_UNSENT_MESSAGE = "We couldn't send your confirmation email just now. Please try again in a few minutes.";

/** Whether this address was sent a link for this list a moment ago (or one is on its way): then no second email. */
export function sentRecently(existing: DocumentSnapshot, mode: SignUpMode, nowMs: number): boolean {
  if (!existing.exists || existing.get('mode') !== mode) return false;
  const state = markerState(existing, SEND_LEASE_MS, nowMs);
  if (state === 'in-flight') return true;
  const claimedAt = existing.get('claimed_at') as Timestamp | undefined;
  return (state === 'sent' || state === 'unconfirmed') && !!claimedAt && nowMs - claimedAt.toMillis() < RESEND_AFTER_MS;
}

export function confirmUrl(token: string): string {
  return `${siteUrl()}${SIGN_UP_CONFIRM_PATH}?token=${token}`;
}

/** The confirmation email's subject and body; the first name is a placeholder the renderer fills in escaped. */
export function confirmationContent(mode: SignUpMode, link: string) {
  const waitlist = mode === 'waitlist';
  return {
    subject: waitlist ? 'Confirm your place on the Cleveland Floaters waitlist' : 'Confirm your Cleveland Floaters launch news',
    preheader: `One click and you're ${waitlist ? 'on the waitlist' : 'on the list'}. The link works for ${CONFIRM_LINK_DAYS} days.`,
    body: simpleEmailBody({
      heading: waitlist ? 'Confirm your place on the waitlist' : 'Confirm your launch news',
      paragraphs: [
        'Hi {{first_name}},',
        waitlist
          ? 'Thanks for joining the Founding Floater waitlist. Confirm your address and we will give you your place in line; when a spot opens, the next in line hear first.'
          : 'Thanks for signing up for Cleveland Floaters launch news. Confirm your address and we will tell you when we set sail.',
      ],
      button: { href: link, label: waitlist ? 'Confirm my place' : 'Confirm my email' },
      after: [
        `This link works for ${CONFIRM_LINK_DAYS} days. If you did not sign up, ignore this email: nothing happens without the click.`,
      ],
    }),
  };
}

export async function acceptSignUp(input: SignUp, senderAddress: string, nowMs = Date.now()): Promise<SignUpResponse> {
  // A bot filled in the field people never see: it is told what everyone is told, and nothing happens.
  if (input.website.trim()) return ACCEPTED;

  const subscriberId = subscriberIdForEmail(input.email);
  const ref = db.collection(COLLECTIONS.signUps).doc(subscriberId);
  const bucket = await addressBucket(senderAddress, SUBCOLLECTIONS.signUpSlots, nowMs);
  const nonce = randomBytes(12).toString('base64url');
  const expiresAtMs = nowMs + CONFIRM_LINK_DAYS * DAY_MS;

  const claimed = await runClaimingTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (sentRecently(existing, input.mode, nowMs)) return false;
    if (!(await claimRateLimitSlot(tx, bucket, SIGN_UP_RATE_LIMIT, nowMs))) {
      throw new HttpsError('resource-exhausted', signUpRateLimitMessage(minutesUntilNextWindow(nowMs, SIGN_UP_RATE_LIMIT.windowMs)));
    }
    tx.set(
      ref,
      {
        email: input.email,
        first_name: input.first_name || null,
        mode: input.mode,
        consent: input.consent,
        nonce,
        signed_up_at: Timestamp.fromMillis(nowMs),
        // The TTL policy deletes a pending sign-up when its newest link stops working.
        expires_at: Timestamp.fromMillis(expiresAtMs),
        error_message: null,
        ...claimedFields(nowMs),
      },
      { merge: true },
    );
    countInTransaction(tx, signUpCounters('sign_ups', input.mode), nowMs);
    return true;
  });
  if (!claimed) return ACCEPTED;

  const token = signConfirmToken({
    subscriberId,
    mode: input.mode,
    consentIndex: CONSENT_SENTENCES[input.mode].indexOf(input.consent),
    nonce,
    expiresAtMs,
  });
  const failed = async (err: unknown) => {
    logExternalError('Sign-up confirmation email failed; signing up again sends it', err, { kind: input.mode });
    await ref.update({ status: 'failed', error_message: externalErrorMessage(err) });
    throw new HttpsError('unavailable', SIGN_UP_UNSENT_MESSAGE);
  };
  await sendClaimed(
    async () =>
      sendMail(
        composeMailSend(
          confirmationContent(input.mode, confirmUrl(token)),
          await loadSender(),
          [{ subscriberId, email: input.email, first_name: input.first_name || null }],
          ['sign-up-confirmation'],
        ),
      ),
    {
      sent: () => ref.update({ ...sentFields() }),
      // SendGrid may have sent it: the visitor is told to check their inbox, and a repeat after RESEND_AFTER_MS sends again.
      unconfirmed: (err) => ref.update(unconfirmedFields(err)),
      notSent: failed,
    },
  );
  return ACCEPTED;
}
