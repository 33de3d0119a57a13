import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { siteUrl } from '../config';
import { loadSender } from '../email/email-settings';
import { sendMail } from '../email/mailer';
import { db } from '../lib/admin';
import { claimFormLimits, countFormEmail, senderBuckets, SIGN_UP_LIMITS, type FormRefusals } from '../lib/form-limits';
import { runClaimingTransaction } from '../lib/first-free-claim';
import { logExternalError } from '../lib/log-external-error';
import { rateLimitWindowStart } from '../lib/rate-limit';
import { COLLECTIONS } from '../shared/collections';
import { sailingWaitlistConfirmPath } from '../shared/paths';
import { sailingPhase } from '../shared/sailings/sailing';
import { sailingClockOf, type SailingRecord } from '../shared/sailings/sailing-record';
import { WAITLIST_CONFIRM_DAYS, waitlistEntryId, type WaitlistJoin } from '../shared/sailings/waitlist';
import { subscriberIdForEmail } from '../shared/subscribers';
import {
  CONFIRMATION_EMAILS_PER_ADDRESS_DAY,
  emailsToday,
  RESEND_AFTER_MS,
  SIGN_UP_BUSY_MESSAGE,
  SIGN_UP_UNSENT_MESSAGE,
  signUpRateLimitMessage,
} from '../sign-up/sign-up';
import { readSailing } from './sailing-store';
import { waitlistConfirmEmail, waitlistMail } from './waitlist-emails';
import { offerFreedSeats } from './waitlist-offers';
import { openWaitlistConfirmToken, signWaitlistConfirmToken } from './waitlist-tokens';

/**
 * Joining a sold-out sailing's waitlist (double opt-in): `sailing_waitlist/{slug}~{subscriber id}` stays pending
 * until confirmed. Shares the founding sign-up's limits and answers every accepted join alike, revealing nobody.
 * Joining again keeps one entry.
 */
const DAY_MS = 86_400_000;
const REFUSALS: FormRefusals = { busy: SIGN_UP_BUSY_MESSAGE, tooMany: signUpRateLimitMessage };
const entryRef = (id: string) => db.collection(COLLECTIONS.sailingWaitlist).doc(id);

export type JoinOutcome =
  { kind: 'check-email'; sailing: SailingRecord } | { kind: 'not-sold-out'; sailing: SailingRecord } | { kind: 'missing' };

export async function joinWaitlist(slug: string, input: WaitlistJoin, senderAddress: string, nowMs = Date.now()): Promise<JoinOutcome> {
  const sailing = await readSailing(slug);
  if (!sailing?.published) return { kind: 'missing' };
  if (sailingPhase(sailingClockOf(sailing), new Date(nowMs)) !== 'sold_out') return { kind: 'not-sold-out', sailing };
  const accepted = { kind: 'check-email', sailing } as const;
  // A bot filled in the field people never see: it is told what everyone is told, and nothing happens.
  if (input.website.trim()) return accepted;

  const id = waitlistEntryId(slug, subscriberIdForEmail(input.email));
  const buckets = await senderBuckets(SIGN_UP_LIMITS, senderAddress, nowMs);
  // As in the founding sign-up, the limits that refuse are claimed before the entry is looked at.
  const claimed = await runClaimingTransaction(async (tx) => {
    const existing = await tx.get(entryRef(id));
    await claimFormLimits(tx, SIGN_UP_LIMITS, buckets, REFUSALS, nowMs);
    if (existing.exists && existing.get('state') !== 'pending') return false;
    const sentAt = existing.get('sent_at') as Timestamp | null | undefined;
    if (sentAt && nowMs - sentAt.toMillis() < RESEND_AFTER_MS) return false;
    const sentToday = emailsToday(existing, nowMs);
    if (sentToday >= CONFIRMATION_EMAILS_PER_ADDRESS_DAY) return false;
    countFormEmail(tx, SIGN_UP_LIMITS, nowMs);
    tx.set(
      entryRef(id),
      {
        sailing_slug: slug,
        email: input.email,
        first_name: input.first_name || null,
        state: 'pending',
        sent_at: Timestamp.fromMillis(nowMs),
        emails_day: rateLimitWindowStart(nowMs, DAY_MS),
        emails_that_day: sentToday + 1,
        ...(!existing.exists && { joined_at: Timestamp.fromMillis(nowMs) }),
      },
      { merge: true },
    );
    return true;
  });
  if (!claimed) return accepted;

  const token = signWaitlistConfirmToken({ entryId: id, expiresAtMs: nowMs + WAITLIST_CONFIRM_DAYS * DAY_MS });
  const link = `${siteUrl()}${sailingWaitlistConfirmPath(slug)}?token=${token}`;
  try {
    const sender = await loadSender();
    const mail = waitlistConfirmEmail(sailing, input.first_name || null, link, sender.sender_name);
    await sendMail(waitlistMail(mail, sender, input.email, 'sailing-waitlist-confirmation'));
  } catch (err) {
    logExternalError('Waitlist confirmation email failed; joining again sends it', err, { slug });
    await entryRef(id).update({ sent_at: null });
    throw new HttpsError('unavailable', SIGN_UP_UNSENT_MESSAGE);
  }
  return accepted;
}

export type ConfirmWaitlistOutcome =
  /** In line (place counts from 1), or already offered a seat (place null): a second click shows the same. */
  | { kind: 'in-line'; sailing: SailingRecord | null; place: number | null; offered: boolean }
  /** The entry's offer was used or passed on: the link has nothing more to do. */
  | { kind: 'done'; sailing: SailingRecord | null }
  | { kind: 'expired' }
  | { kind: 'forged' };

/** Confirms the entry a link names (its button's POST); once confirmed, free seats are offered at once. */
export async function confirmWaitlistEntry(token: string, now = new Date()): Promise<ConfirmWaitlistOutcome> {
  const check = openWaitlistConfirmToken(token, now.getTime());
  if (!check.ok) return { kind: check.reason };
  const ref = entryRef(check.entryId);
  const confirmed = await db.runTransaction(async (tx) => {
    const entry = await tx.get(ref);
    if (!entry.exists) return null;
    if (entry.get('state') === 'pending') tx.update(ref, { state: 'waiting', confirmed_at: Timestamp.fromDate(now) });
    return entry.get('state') === 'pending';
  });
  if (confirmed === null) return { kind: 'forged' };
  const slug = check.entryId.slice(0, check.entryId.indexOf('~'));
  if (confirmed) await offerFreedSeats(slug, now);
  const [entry, sailing] = await Promise.all([ref.get(), readSailing(slug)]);
  const state = entry.get('state') as string;
  if (state === 'offered') return { kind: 'in-line', sailing, place: null, offered: true };
  if (state !== 'waiting') return { kind: 'done', sailing };
  // Equality filters only, so no composite index: a waitlist is a boat's worth of people at most.
  const waiting = await db
    .collection(COLLECTIONS.sailingWaitlist)
    .where('sailing_slug', '==', slug)
    .where('state', '==', 'waiting')
    .select('confirmed_at')
    .get();
  const mine = (entry.get('confirmed_at') as Timestamp).toMillis();
  const ahead = waiting.docs.filter((d) => (d.get('confirmed_at') as Timestamp).toMillis() < mine).length;
  return { kind: 'in-line', sailing, place: ahead + 1, offered: false };
}
