import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { LEASE_MS, deliverOnce } from '../email/broadcast-sender';
import type { Recipient } from '../email/compose-email';
import { simpleEmailBody } from '../email/simple-email';
import { db } from '../lib/admin';
import { COLLECTIONS } from '../shared/collections';
import type { ReleaseSpotsResponse } from '../shared/contracts/release-spots';
import { FOUNDING_CHECKOUT_URL } from '../shared/gumroad/checkout-link';
import { isFoundingMember } from './confirm-rules';

/** The email the next waitlisters get when spots open: the checkout link, and the unsubscribe every email has. */
export const OFFER_CONTENT = {
  subject: 'A Founding Floater spot just opened for you',
  preheader: "You're next on the waitlist. Spots go to whoever takes them first.",
  body: simpleEmailBody({
    heading: 'A founding spot is open for you',
    paragraphs: [
      'Hi {{first_name}},',
      "Good news from the waitlist: we opened more Founding Floater spots, and you're next in line. Your founding membership and certificate are one click away.",
      'Spots go to whoever takes them first, so do not wait too long.',
    ],
    button: { href: FOUNDING_CHECKOUT_URL, label: 'Claim my spot' },
    after: ['You are getting this because you confirmed your place on the Cleveland Floaters waitlist.'],
  }),
};

/**
 * "Offer spots to the next N waitlisters": the first call picks the next N active, confirmed waitlisters not offered
 * before, by waitlist number, and marks them in the same transaction. The list is kept on `waitlist_releases/{id}`
 * and mailed through the broadcast's exactly-once delivery, so retries mail nobody twice.
 */
export async function offerSpotsToWaitlist(
  releaseId: string,
  count: number,
  adminUid: string,
  deadline: number,
): Promise<ReleaseSpotsResponse> {
  const ref = db.collection(COLLECTIONS.waitlistReleases).doc(releaseId);
  const runId = randomUUID();
  const claim = await claimRelease(ref, runId, count, adminUid);
  if (claim.kind === 'sent') return { offered: claim.ids.length, sent: claim.sent, done: true };

  const snaps = claim.ids.length ? await db.getAll(...claim.ids.map((id) => db.collection(COLLECTIONS.subscribers).doc(id))) : [];
  // Someone who unsubscribed since the offer was made gets nothing.
  const recipients: Recipient[] = snaps
    .filter((s) => s.get('status') === 'active' && typeof s.get('email') === 'string')
    .map((s) => ({ subscriberId: s.id, email: s.get('email'), first_name: s.get('first_name') }));
  const result = await deliverOnce({ ref, runId, content: OFFER_CONTENT, recipients, deadline, categories: ['waitlist-offer'] });
  return { offered: claim.ids.length, ...result };
}

type Claim = { kind: 'run'; ids: string[] } | { kind: 'sent'; ids: string[]; sent: number };

async function claimRelease(ref: DocumentReference, runId: string, count: number, adminUid: string): Promise<Claim> {
  return db.runTransaction(async (tx): Promise<Claim> => {
    const snap = await tx.get(ref);
    const lease = { status: 'sending', send_run_id: runId, send_lease_until: Timestamp.fromMillis(Date.now() + LEASE_MS) };
    if (snap.exists) {
      const ids = snap.get('recipient_ids') as string[];
      if (snap.get('status') === 'sent') return { kind: 'sent', ids, sent: snap.get('sent_count') ?? 0 };
      const until = snap.get('send_lease_until') as Timestamp | null | undefined;
      if (until && until.toMillis() > Date.now()) throw new HttpsError('failed-precondition', 'This offer is being sent right now.');
      tx.update(ref, lease);
      return { kind: 'run', ids };
    }
    const waitlist = await tx.get(db.collection(COLLECTIONS.subscribers).where('source', '==', 'waitlist').orderBy('waitlist_number'));
    const next = waitlist.docs
      .filter((d) => d.get('status') === 'active' && !d.get('waitlist_offered_at') && !isFoundingMember(d.data()))
      .slice(0, count);
    for (const d of next) tx.update(d.ref, { waitlist_offered_at: FieldValue.serverTimestamp(), waitlist_offer_release: ref.id });
    tx.create(ref, {
      ...lease,
      spots: count,
      recipient_ids: next.map((d) => d.id),
      created_by: adminUid,
      created_at: FieldValue.serverTimestamp(),
      send_started_at: FieldValue.serverTimestamp(),
    });
    return { kind: 'run', ids: next.map((d) => d.id) };
  });
}
