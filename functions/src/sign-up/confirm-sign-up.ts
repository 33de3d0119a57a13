import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { COLLECTIONS, DOCS } from '../shared/collections';
import { CONFIRM_LINK_DAYS, CONSENT_SENTENCES, newsOfSentence, type ListNews, type SignUpMode } from '../shared/sign-up/sign-up';
import { isFoundingMember, needsWaitlistNumber, optedOutSince, sourceAfterConfirm } from './confirm-rules';
import { verifyConfirmToken, type ConfirmClaim } from './confirm-token';
import { countInTransaction } from '../insights/collect';
import { signUpCounters } from '../shared/insights/counters';

/** `news`: what the sentence the visitor agreed to promised (launch news, or sailing news after the first sailing). */
export type ConfirmOutcome =
  | { kind: 'confirmed'; mode: SignUpMode; news: ListNews; waitlistNumber: number | null; member: boolean }
  /** The link was used before: nothing is done again. `active` says whether the address still gets our emails. */
  | { kind: 'used'; mode: SignUpMode; news: ListNews; waitlistNumber: number | null; member: boolean; active: boolean }
  /** The address unsubscribed after this link was sent: nothing changes, and they are asked to sign up again. */
  | { kind: 'opted-out' }
  | { kind: 'expired' }
  | { kind: 'forged' };

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a link's GET may show without touching anything: a bad link's page, or (null) the button that confirms. */
export function confirmLinkProblem(token: string, nowMs = Date.now()): Extract<ConfirmOutcome, { kind: 'expired' | 'forged' }> | null {
  const check = verifyConfirmToken(token, nowMs);
  if (!check.ok) return { kind: check.reason };
  return CONSENT_SENTENCES[check.claim.mode][check.claim.consentIndex] ? null : { kind: 'forged' };
}

/**
 * Confirms a sign-up (the confirm page's POST): the subscriber becomes active with the list's source, consent
 * sentence and time; a waitlister gets the next waitlist number in the same transaction. The nonce is recorded, so a
 * second click changes nothing.
 */
export async function confirmSignUp(token: string, nowMs = Date.now()): Promise<ConfirmOutcome> {
  const check = verifyConfirmToken(token, nowMs);
  if (!check.ok) return { kind: check.reason };
  return confirmClaim(check.claim, nowMs);
}

/** What a link whose signature and time were checked confirms (the demo data confirms its sign-ups through here). */
export async function confirmClaim(claim: ConfirmClaim, nowMs = Date.now()): Promise<ConfirmOutcome> {
  const { subscriberId, mode, consentIndex, nonce } = claim;
  const consent = CONSENT_SENTENCES[mode][consentIndex];
  if (!consent) return { kind: 'forged' };
  const news = newsOfSentence(mode, consent);

  const signUpRef = db.collection(COLLECTIONS.signUps).doc(subscriberId);
  const subscriberRef = db.collection(COLLECTIONS.subscribers).doc(subscriberId);
  const counterRef = db.doc(DOCS.waitlistCounter);

  return db.runTransaction(async (tx): Promise<ConfirmOutcome> => {
    const [signUp, subscriber] = await tx.getAll(signUpRef, subscriberRef);
    const existing = subscriber!.exists ? subscriber!.data() : undefined;
    const member = isFoundingMember(existing);
    const number = (existing?.waitlist_number as number | undefined) ?? null;
    const used = ((signUp!.get('confirmed_nonces') as string[] | undefined) ?? []).includes(nonce);
    if (used) return { kind: 'used', mode, news, waitlistNumber: number, member, active: existing?.status === 'active' };
    // The pending sign-up is deleted when its newest link expires; without it there is nothing to confirm.
    if (!signUp!.exists) return { kind: 'expired' };
    if (optedOutSince(existing, claim.expiresAtMs - CONFIRM_LINK_DAYS * DAY_MS)) return { kind: 'opted-out' };

    const source = sourceAfterConfirm(existing, mode);
    // Only a new waitlister reads the counter, so confirmations of launch news never wait on each other.
    const waitlistNumber = needsWaitlistNumber(existing, source)
      ? (((await tx.get(counterRef)).get('last') as number | undefined) ?? 0) + 1
      : null;
    if (waitlistNumber !== null) tx.set(counterRef, { last: waitlistNumber }, { merge: true });
    const now = Timestamp.fromMillis(nowMs);
    tx.set(
      subscriberRef,
      {
        ...(existing ? {} : { email: signUp!.get('email'), first_name: signUp!.get('first_name') ?? null, created_at: now }),
        ...(existing && !existing.first_name && signUp!.get('first_name') ? { first_name: signUp!.get('first_name') } : {}),
        status: 'active',
        source,
        consent_text: consent,
        consented_at: now,
        confirmed_at: now,
        ...(waitlistNumber !== null ? { waitlist_number: waitlistNumber, waitlist_confirmed_at: now } : {}),
      },
      { merge: true },
    );
    tx.update(signUpRef, { confirmed_nonces: FieldValue.arrayUnion(nonce), confirmed_at: now });
    countInTransaction(tx, signUpCounters('sign_up_confirmations', mode), nowMs);
    return { kind: 'confirmed', mode, news, waitlistNumber: waitlistNumber ?? number, member };
  });
}
