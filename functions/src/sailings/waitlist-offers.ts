import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { loadSender } from '../email/email-settings';
import { sendMail } from '../email/mailer';
import { db } from '../lib/admin';
import { externalErrorMessage, logExternalError } from '../lib/log-external-error';
import { sendClaimed } from '../lib/send-once';
import { COLLECTIONS } from '../shared/collections';
import { gumroadCheckoutUrl } from '../shared/gumroad/checkout-link';
import { sailingFromStored } from '../shared/sailings/sailing-record';
import { SEATS_PER_OFFER, type OfferCheck } from '../shared/sailings/seat-sale';
import { offerExpiry, offerOpen, seatsToOffer } from '../shared/sailings/waitlist';
import { readSailing, readSailingProduct } from './sailing-store';
import { waitlistMail, waitlistOfferEmail } from './waitlist-emails';
import { OFFER_PARAM, openOfferToken, signOfferToken } from './waitlist-tokens';

/**
 * Seats freed on a sold-out sailing go to its waitlist in confirmation order: an offer reserves a seat
 * (`seats_offered`, counted as taken) until the buyer's ping or expiry passes it on. The email is claimed on the entry
 * (`offer_email`) first, so it is never sent twice; the next pass sends unsent ones.
 */
const waitlist = () => db.collection(COLLECTIONS.sailingWaitlist);
const sailingRef = (slug: string) => db.collection(COLLECTIONS.sailings).doc(slug);

/** A claimed offer email not marked sent after this long belongs to a send that died. */
const OFFER_EMAIL_LEASE_MS = 5 * 60_000;

const millis = (t: unknown) => (t instanceof Timestamp ? t.toMillis() : 0);

/** Offers this sailing's free seats to the next confirmed entries, and sends every offer email still unsent. */
export async function offerFreedSeats(slug: string, now = new Date()): Promise<number> {
  const offered = await db.runTransaction(async (tx) => {
    const snap = await tx.get(sailingRef(slug));
    if (!snap.exists) return 0;
    const sailing = sailingFromStored(snap.data()!);
    const expiresAt = offerExpiry(now, sailing.boards_at);
    if (!sailing.published || sailing.interruption || !expiresAt) return 0;
    const waiting = await tx.get(waitlist().where('sailing_slug', '==', slug).where('state', '==', 'waiting'));
    const count = seatsToOffer(
      { capacity: sailing.capacity, seatsSold: sailing.seats_sold, seatsOffered: sailing.seats_offered ?? 0 },
      waiting.size,
    );
    const next = waiting.docs.sort((a, b) => millis(a.get('confirmed_at')) - millis(b.get('confirmed_at'))).slice(0, count);
    for (const d of next) {
      tx.update(d.ref, {
        state: 'offered',
        offer_nonce: randomBytes(12).toString('base64url'),
        offered_at: Timestamp.fromDate(now),
        offer_expires_at: Timestamp.fromDate(expiresAt),
        offer_email: 'pending',
      });
    }
    if (next.length) tx.update(sailingRef(slug), { seats_offered: FieldValue.increment(next.length * SEATS_PER_OFFER) });
    return next.length;
  });
  await sendOfferEmails(slug, now);
  return offered;
}

/**
 * The scheduled pass: every offer that ran out passes (its seat is freed for the next in line), then each sailing
 * with offers makes its next ones and sends any offer email still unsent. Answers how many offers passed.
 */
export async function passExpiredOffers(now = new Date()): Promise<{ passed: number; offered: number }> {
  const open = await waitlist().where('state', '==', 'offered').get();
  let passed = 0;
  for (const d of open.docs) {
    if (offerOpen((d.get('offer_expires_at') as Timestamp).toDate(), now)) continue;
    const done = await db.runTransaction(async (tx) => {
      const entry = await tx.get(d.ref);
      if (entry.get('state') !== 'offered' || offerOpen((entry.get('offer_expires_at') as Timestamp).toDate(), now)) return false;
      tx.update(d.ref, { state: 'passed', passed_at: Timestamp.fromDate(now) });
      tx.update(sailingRef(entry.get('sailing_slug') as string), { seats_offered: FieldValue.increment(-SEATS_PER_OFFER) });
      return true;
    });
    if (done) passed++;
  }
  let offered = 0;
  for (const slug of new Set(open.docs.map((d) => d.get('sailing_slug') as string))) offered += await offerFreedSeats(slug, now);
  return { passed, offered };
}

async function sendOfferEmails(slug: string, now: Date): Promise<void> {
  const open = await waitlist().where('sailing_slug', '==', slug).where('state', '==', 'offered').get();
  const unsent = open.docs.filter((d) => d.get('offer_email') === 'pending' || d.get('offer_email') === 'sending');
  if (!unsent.length) return;
  const [sailing, product, sender] = await Promise.all([readSailing(slug), readSailingProduct(slug), loadSender()]);
  if (!sailing || !product) return;
  for (const d of unsent) {
    const claimed = await db.runTransaction(async (tx) => {
      const entry = await tx.get(d.ref);
      const state = entry.get('offer_email') as string;
      const stale = state === 'sending' && now.getTime() - millis(entry.get('offer_email_claimed_at')) >= OFFER_EMAIL_LEASE_MS;
      if (entry.get('state') !== 'offered' || (state !== 'pending' && !stale)) return null;
      tx.update(d.ref, { offer_email: 'sending', offer_email_claimed_at: Timestamp.fromDate(now) });
      return entry.data()!;
    });
    if (!claimed) continue;
    const buy = new URL(gumroadCheckoutUrl(product.gumroad_permalink));
    buy.searchParams.set(OFFER_PARAM, signOfferToken({ entryId: d.id, nonce: claimed.offer_nonce as string }));
    const mail = waitlistOfferEmail(
      sailing,
      (claimed.first_name as string | null) ?? null,
      { buyUrl: buy.toString(), expiresAt: (claimed.offer_expires_at as Timestamp).toDate() },
      sender.sender_name,
    );
    await sendClaimed(() => sendMail(waitlistMail(mail, sender, claimed.email as string, 'waitlist-seat-offer')), {
      sent: () => d.ref.update({ offer_email: 'sent', offer_email_sent_at: FieldValue.serverTimestamp() }),
      // At most once: an email SendGrid may have sent is not sent again; one surely unsent waits for the next pass.
      unconfirmed: (err) => d.ref.update({ offer_email: 'unconfirmed', offer_email_error: externalErrorMessage(err) }),
      notSent: (err) => d.ref.update({ offer_email: 'pending', offer_email_error: externalErrorMessage(err) }),
    }).catch((err: unknown) => logExternalError('Waitlist offer email failed; the next pass sends it', err, { entry: d.id }));
  }
}

/** What a sale's `url_params[offer]` says, read in the sale's transaction; `entry` is the offer a valid token takes. */
export async function checkOffer(
  tx: Transaction,
  slug: string,
  token: string | null,
  now: Date,
): Promise<{ check: OfferCheck; entry: DocumentReference | null }> {
  if (!token) return { check: 'none', entry: null };
  const claim = openOfferToken(token);
  if (!claim) return { check: 'forged', entry: null };
  const entry = await tx.get(waitlist().doc(claim.entryId));
  if (!entry.exists || entry.get('offer_nonce') !== claim.nonce) return { check: 'forged', entry: null };
  if (entry.get('sailing_slug') !== slug) return { check: 'other-sailing', entry: null };
  const open = entry.get('state') === 'offered' && offerOpen((entry.get('offer_expires_at') as Timestamp).toDate(), now);
  return open ? { check: 'valid', entry: entry.ref } : { check: 'closed', entry: null };
}
