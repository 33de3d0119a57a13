import { randomBytes } from 'node:crypto';
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { siteUrl } from '../config';
import { composeMailSend } from '../email/compose-email';
import { loadSender } from '../email/email-settings';
import { sendMail } from '../email/mailer';
import { readFoundingCap } from '../membership/spots-counter';
import { simpleEmailBody } from '../email/simple-email';
import { db } from '../lib/admin';
import { claimFormLimits, countFormEmail, senderBuckets, SIGN_UP_LIMITS, type FormRefusals } from '../lib/form-limits';
import { runClaimingTransaction } from '../lib/first-free-claim';
import { externalErrorMessage, logExternalError } from '../lib/log-external-error';
import { minutesWord, rateLimitWindowStart } from '../lib/rate-limit';
import { claimedFields, markerState, sendClaimed, sentFields, unconfirmedFields } from '../lib/send-once';
import { COLLECTIONS } from '../shared/collections';
import type { SignUpResponse } from '../shared/contracts/sign-up';
import { SIGN_UP_CONFIRM_PATH } from '../shared/paths';
import { CONFIRM_LINK_DAYS, CONSENT_SENTENCES, newsOfSentence, type ListNews, type SignUp, type SignUpMode } from '../shared/sign-up/sign-up';
import { subscriberIdForEmail } from '../shared/subscribers';
import { countInTransaction } from '../insights/collect';
import { signUpCounters } from '../shared/insights/counters';
import { signConfirmToken } from './confirm-token';

/**
 * A sign-up from the public form (double opt-in): kept pending in `signups/{subscriber id}` while a confirmation link
 * is mailed; only that link (confirm-sign-up.ts) changes a subscriber. Every accepted sign-up gets the same answer, so
 * nothing reveals who is on the list. Limits: SIGN_UP_LIMITS (lib/form-limits.ts).
 */

/** A repeat sign-up of the same address for the same list within this time sends no second email. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** At most this many confirmation emails reach one address in a UTC day, whichever lists are asked for. */
export const CONFIRMATION_EMAILS_PER_ADDRESS_DAY = 3;

/** A send that has not finished after this long died; a repeat may take it over. */
const SEND_LEASE_MS = 2 * 60 * 1000;

const ACCEPTED: SignUpResponse = { accepted: true };

export const signUpRateLimitMessage = (retryInMinutes: number) =>
  `Several sign-ups came from your network in a short time. Please try again in ${minutesWord(retryInMinutes)}.`;
export const SIGN_UP_BUSY_MESSAGE = 'Our sign-up form is very busy today. Please try again later.';
const REFUSALS: FormRefusals = { busy: SIGN_UP_BUSY_MESSAGE, tooMany: signUpRateLimitMessage };
export const SIGN_UP_UNSENT_MESSAGE = "We couldn't send your confirmation email just now. Please try again in a few minutes.";

/** How many confirmation emails this address was sent today (UTC), both lists together. */
export function emailsToday(existing: DocumentSnapshot, nowMs: number): number {
  const today = rateLimitWindowStart(nowMs, DAY_MS);
  return existing.get('emails_day') === today ? ((existing.get('emails_that_day') as number | undefined) ?? 0) : 0;
}

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

/**
 * The confirmation email's subject and body, in the words of the sentence the visitor agreed to (launch news before
 * the first sailing, sailing news after); the first name is a placeholder the renderer fills in escaped.
 */
export function confirmationContent(mode: SignUpMode, link: string, news: ListNews) {
  const waitlist = mode === 'waitlist';
  return {
    subject: waitlist ? 'Confirm your place on the Cleveland Floaters waitlist' : `Confirm your Cleveland Floaters ${news}`,
    preheader: `One click and you're ${waitlist ? 'on the waitlist' : 'on the list'}. The link works for ${CONFIRM_LINK_DAYS} days.`,
    body: simpleEmailBody({
      heading: waitlist ? 'Confirm your place on the waitlist' : `Confirm your ${news}`,
      paragraphs: [
        'Hi {{first_name}},',
        waitlist
          ? 'Thanks for joining the Founding Floater waitlist. Confirm your address and we will give you your place in line; when a spot opens, the next in line hear first.'
          : news === 'launch news'
            ? 'Thanks for signing up for Cleveland Floaters launch news. Confirm your address and we will tell you when we set sail.'
            : 'Thanks for signing up for Cleveland Floaters sailing news. Confirm your address and the sailing dates and lineup reveals reach you first.',
      ],
      button: { href: link, label: waitlist ? 'Confirm my place' : 'Confirm my email' },
      after: [
        `This link works for ${CONFIRM_LINK_DAYS} days. If you did not sign up, ignore this email: nothing happens without the click.`,
      ],
    }),
  };
}

export const confirmLinkExpiry = (signedUpAtMs: number) => signedUpAtMs + CONFIRM_LINK_DAYS * DAY_MS;

/**
 * What an accepted sign-up writes in its transaction: the pending sign-up its
 * link confirms, and the sign-up counted for insights by list (the demo data
 * signs its people up through here too).
 */
export function writePendingSignUp(tx: Transaction, input: SignUp, at: { nonce: string; nowMs: number; emailsThatDay: number }): void {
  const { nonce, nowMs, emailsThatDay } = at;
  tx.set(
    db.collection(COLLECTIONS.signUps).doc(subscriberIdForEmail(input.email)),
    {
      email: input.email,
      first_name: input.first_name || null,
      mode: input.mode,
      consent: input.consent,
      nonce,
      signed_up_at: Timestamp.fromMillis(nowMs),
      // The TTL policy deletes a pending sign-up when its newest link stops working.
      expires_at: Timestamp.fromMillis(confirmLinkExpiry(nowMs)),
      error_message: null,
      emails_day: rateLimitWindowStart(nowMs, DAY_MS),
      emails_that_day: emailsThatDay,
      ...claimedFields(nowMs),
    },
    { merge: true },
  );
  countInTransaction(tx, signUpCounters('sign_ups', input.mode), nowMs);
}

export async function acceptSignUp(input: SignUp, senderAddress: string, nowMs = Date.now()): Promise<SignUpResponse> {
  // A bot filled in the field people never see: it is told what everyone is told, and nothing happens.
  if (input.website.trim()) return ACCEPTED;

  const subscriberId = subscriberIdForEmail(input.email);
  const ref = db.collection(COLLECTIONS.signUps).doc(subscriberId);
  const buckets = await senderBuckets(SIGN_UP_LIMITS, senderAddress, nowMs);
  const nonce = randomBytes(12).toString('base64url');
  const expiresAtMs = confirmLinkExpiry(nowMs);

  // The order below is what keeps the answer the same for a known and an unknown address: the limits that
  // refuse (the day's ceiling, the network's slots) are decided and the slot claimed before anything about
  // the address is looked at; what the address's own record decides only ever makes the email not go.
  const claimed = await runClaimingTransaction(async (tx) => {
    const existing = await tx.get(ref);
    await claimFormLimits(tx, SIGN_UP_LIMITS, buckets, REFUSALS, nowMs);
    if (sentRecently(existing, input.mode, nowMs)) return false;
    const sentToday = emailsToday(existing, nowMs);
    if (sentToday >= CONFIRMATION_EMAILS_PER_ADDRESS_DAY) return false;
    countFormEmail(tx, SIGN_UP_LIMITS, nowMs);
    writePendingSignUp(tx, input, { nonce, nowMs, emailsThatDay: sentToday + 1 });
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
          confirmationContent(input.mode, confirmUrl(token), newsOfSentence(input.mode, input.consent)),
          await loadSender(),
          [{ subscriberId, email: input.email, first_name: input.first_name || null }],
          { categories: ['sign-up-confirmation'], foundingCap: await readFoundingCap() },
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
