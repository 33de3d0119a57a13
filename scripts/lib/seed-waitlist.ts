import { randomBytes } from 'node:crypto';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { confirmClaim } from '../../functions/src/sign-up/confirm-sign-up';
import { confirmLinkExpiry, writePendingSignUp } from '../../functions/src/sign-up/sign-up';
import { COLLECTIONS } from '../../functions/src/shared/collections';
import { CONSENT_SENTENCES, type SignUpMode } from '../../functions/src/shared/sign-up/sign-up';
import { subscriberIdForEmail } from '../../functions/src/shared/subscribers';
import { adminApp } from './admin';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * The demo's sign-ups, made through the sign-up path (accepted as signUp does and, except a few, confirmed as the link
 * does), so the waitlist screen, email dashboard and insights read the same people; no confirmation emails. `daysAgo`
 * is when they confirmed (or signed up).
 */
const PEOPLE: { name: string; mode: SignUpMode; daysAgo: number; confirmed: boolean }[] = [
  { name: 'Maya Brooks', mode: 'waitlist', daysAgo: 6, confirmed: true },
  { name: 'Tomasz Zielinski', mode: 'waitlist', daysAgo: 5, confirmed: true },
  { name: 'Grace Lindqvist', mode: 'updates', daysAgo: 4.5, confirmed: true },
  { name: 'Keisha Grant', mode: 'waitlist', daysAgo: 4, confirmed: true },
  { name: 'Devon Price', mode: 'updates', daysAgo: 3.5, confirmed: true },
  { name: 'Luis Ortega', mode: 'waitlist', daysAgo: 3, confirmed: true },
  { name: 'Rosa Marchetti', mode: 'updates', daysAgo: 2.5, confirmed: true },
  { name: 'Hannah Becker', mode: 'waitlist', daysAgo: 2, confirmed: true },
  { name: 'Ivy Chen', mode: 'updates', daysAgo: 1.5, confirmed: false },
  { name: 'Omar Haddad', mode: 'waitlist', daysAgo: 1, confirmed: true },
  { name: 'Nina Patel', mode: 'waitlist', daysAgo: 0.5, confirmed: false },
];

/** Six confirmed waitlisters (the first already offered a spot), three launch-news readers, and two who never confirmed. */
export async function signUpDemoPeople(nowMs: number): Promise<void> {
  const db = getFirestore(adminApp());
  for (const person of PEOPLE) {
    const [first, last] = person.name.split(' ') as [string, string];
    const email = `${first}.${last}@example.com`.toLowerCase();
    const confirmedAt = nowMs - person.daysAgo * DAY;
    const signedUpAt = confirmedAt - (person.confirmed ? HOUR / 2 : 0);
    const nonce = randomBytes(12).toString('base64url');
    const input = { email, first_name: first, mode: person.mode, consent: CONSENT_SENTENCES[person.mode][0]!, website: '' };
    await db.runTransaction(async (tx) => writePendingSignUp(tx, input, { nonce, nowMs: signedUpAt, emailsThatDay: 1 }));
    if (!person.confirmed) continue;
    const claim = {
      subscriberId: subscriberIdForEmail(email),
      mode: person.mode,
      consentIndex: 0,
      nonce,
      expiresAtMs: confirmLinkExpiry(signedUpAt),
    };
    const outcome = await confirmClaim(claim, confirmedAt);
    if (outcome.kind !== 'confirmed') throw new Error(`The demo sign-up of ${email} was not confirmed: ${outcome.kind}`);
    // The first waitlister was offered a spot half a day ago (an offer emails them; the demo only marks it).
    if (outcome.waitlistNumber === 1) {
      await db
        .doc(`${COLLECTIONS.subscribers}/${claim.subscriberId}`)
        .update({ waitlist_offered_at: Timestamp.fromMillis(nowMs - DAY / 2) });
    }
  }
}
