import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { parseOrThrow } from '../lib/callable-request';
import { sendClaimed, sentFields } from '../lib/send-once';
import { COLLECTIONS, SUBCOLLECTIONS } from '../shared/collections';
import type { SendBroadcastResponse } from '../shared/contracts/send-broadcast';
import { broadcastSchema } from '../shared/email/schemas';
import { subscriberIdForEmail } from '../shared/subscribers';
import { composeMailSend, type EmailContent, type Recipient } from './compose-email';
import { loadSender } from './email-settings';
import { externalErrorMessage } from '../lib/log-external-error';
import { claimDeliveries, openDeliveryWriter, unsentClaims, type DeliveryWriter } from './delivery-claims';
import { sendGridAnswered, sendMail } from './mailer';
import { readFoundingCap } from '../membership/spots-counter';
import { TEST_EMAIL_CATEGORY } from '../shared/email/test-email';
import { AUDIENCE_FILTERS, AUDIENCES, DEFAULT_AUDIENCE, type Audience } from '../shared/email/audiences';

/** SendGrid accepts at most 1000 personalizations per /mail/send request. */
export const BATCH_SIZE = 1000;
/** A send that has not renewed its lease for this long is taken to have died and may be resumed. */
export const LEASE_MS = 3 * 60 * 1000;

async function loadContent(ref: DocumentReference): Promise<EmailContent> {
  const snap = await ref.get();
  if (!snap.exists) throw new HttpsError('not-found', 'Broadcast not found');
  return validContent(snap.data()!);
}

const validContent = (data: FirebaseFirestore.DocumentData): EmailContent => parseOrThrow(broadcastSchema, data);
const broadcastRef = (broadcastId: string) => db.collection(COLLECTIONS.emailBroadcasts).doc(broadcastId);
const deliveryRef = (ref: DocumentReference, subscriberId: string) => ref.collection(SUBCOLLECTIONS.deliveries).doc(subscriberId);

/** A test send: one email to one address, the broadcast stays a draft. */
export async function sendTestBroadcast(broadcastId: string, testEmail: string): Promise<SendBroadcastResponse> {
  await sendTestEmail(await loadContent(broadcastRef(broadcastId)), testEmail);
  return { sent: 1, done: true };
}

/**
 * One email to one test address, "[Test]" before its subject: a broadcast's or the welcome template's. The address's
 * own subscriber record, if any, fills in the placeholders, else the fallbacks do.
 */
export async function sendTestEmail(content: EmailContent, testEmail: string): Promise<{ sent: number }> {
  const subscriberId = subscriberIdForEmail(testEmail);
  const known = (await db.collection(COLLECTIONS.subscribers).doc(subscriberId).get()).data();
  const recipient: Recipient = { subscriberId, email: testEmail, first_name: known?.first_name, certificate_id: known?.certificate_id };
  try {
    await sendMail(
      composeMailSend({ ...content, subject: `[Test] ${content.subject}` }, await loadSender(), [recipient], {
        categories: [TEST_EMAIL_CATEGORY],
        foundingCap: await readFoundingCap(),
      }),
    );
  } catch (err) {
    throw new HttpsError(sendGridAnswered(err) ? 'invalid-argument' : 'unavailable', externalErrorMessage(err));
  }
  return { sent: 1 };
}

/** The subscribers of an audience, by the filters the compose screen counts with. */
export function audienceQuery(audience: Audience): FirebaseFirestore.Query {
  return AUDIENCE_FILTERS[audience].reduce<FirebaseFirestore.Query>(
    (q, f) => q.where(f.field, f.op, f.value),
    db.collection(COLLECTIONS.subscribers),
  );
}

/**
 * Sends a broadcast to its audience's active subscribers, at most once each
 * (deliverOnce). The broadcast doc carries the progress the dashboard shows.
 * `dueBy` is the schedule tick's clock: only the tick starts a scheduled
 * broadcast, and only once its time is at or before it.
 */
export async function sendBroadcastToSubscribers(
  broadcastId: string,
  deadline: number,
  openWriter: () => DeliveryWriter = openDeliveryWriter,
  requestedAudience: Audience = DEFAULT_AUDIENCE,
  dueBy?: number,
): Promise<SendBroadcastResponse> {
  const ref = broadcastRef(broadcastId);
  const runId = randomUUID();
  const { content, audience } = await claimBroadcast(ref, runId, requestedAudience, dueBy);
  const subscribers = await audienceQuery(audience).select('email', 'first_name', 'certificate_id').get();
  const recipients: Recipient[] = subscribers.docs
    .filter((d) => typeof d.get('email') === 'string')
    .map((d) => ({ subscriberId: d.id, email: d.get('email'), first_name: d.get('first_name'), certificate_id: d.get('certificate_id') }));
  return deliverOnce({ ref, runId, content, recipients, deadline, openWriter, categories: ['broadcast'] });
}

export interface DeliveryRun {
  /** The run's document (a broadcast, a waitlist release): its lease, progress and `deliveries` subcollection. */
  ref: DocumentReference;
  /** This call's id; the run's document names the run holding the lease (`send_run_id`). */
  runId: string;
  content: EmailContent;
  recipients: Recipient[];
  deadline: number;
  openWriter?: () => DeliveryWriter;
  categories: string[];
}

/**
 * Mails a run's recipients at most once: each gets a delivery record before their batch goes to SendGrid, so a
 * retried or resumed send skips them. A refused batch's records are removed; an unknown fate stays `unconfirmed`,
 * never retried. Stops before `deadline` (done: false); calling again resumes.
 */
export async function deliverOnce(run: DeliveryRun): Promise<SendBroadcastResponse> {
  const { ref, runId, content, deadline, categories } = run;
  const openWriter = run.openWriter ?? openDeliveryWriter;
  const deliveries = ref.collection(SUBCOLLECTIONS.deliveries);
  const [records, sender, foundingCap] = await Promise.all([deliveries.select('status', 'batch').get(), loadSender(), readFoundingCap()]);
  const stale = unsentClaims(
    records.docs.map((d) => ({ id: d.id, status: d.get('status'), batch: d.get('batch') })),
    (await ref.get()).get('attempted_batches'),
  );
  await deleteDeliveries(ref, stale);
  const handled = records.docs.filter((d) => !stale.has(d.id));
  const handledIds = new Set(handled.map((d) => d.id));
  let sent = handled.filter((d) => d.get('status') === 'sent').length;
  const pending = run.recipients.filter((r) => !handledIds.has(r.subscriberId));
  await ref.update({ recipient_total: handledIds.size + pending.length, sent_count: sent });

  // Leaves the run resumable and tells the admin how far it got.
  const stopRun = async (what: string, err: unknown): Promise<never> => {
    const message = externalErrorMessage(err);
    await ref.update({ send_lease_until: null, send_run_id: null, sent_count: sent, last_error: message });
    throw new HttpsError('unavailable', `${what} (${message}). ${sent} sent so far; send again to resume.`);
  };
  for (let i = 0; i < pending.length; i += BATCH_SIZE) {
    if (Date.now() > deadline) {
      await ref.update({ send_lease_until: null, send_run_id: null });
      return { sent, done: false };
    }
    await whileHoldingLease(ref, runId, { send_lease_until: Timestamp.fromMillis(Date.now() + LEASE_MS) });
    const batchKey = `${runId}:${i / BATCH_SIZE}`;
    const { claimed, failure } = await claimDeliveries(
      openWriter(),
      pending.slice(i, i + BATCH_SIZE),
      (r) => deliveryRef(ref, r.subscriberId),
      { status: 'sending', run_id: runId, batch: batchKey, claimed_at: FieldValue.serverTimestamp() },
    );
    if (failure) {
      // Nobody of this batch is mailed now: their records (made or not) are unsent claims, which the resume takes up again.
      await stopRun('Could not record who gets the next batch', failure);
    }
    if (!claimed.length) continue;
    // From here the batch may reach SendGrid: its claims count as handled even if this run dies. Fenced: a run
    // that stalled past its lease while another took over stops here, and the one that took over sends the batch.
    await whileHoldingLease(ref, runId, { attempted_batches: FieldValue.arrayUnion(batchKey) });
    await sendClaimed(() => sendMail(composeMailSend(content, sender, claimed, { categories, foundingCap })), {
      sent: () => updateDeliveries(ref, claimed, sentFields()),
      // The records stay, so a resume skips these recipients.
      unconfirmed: async (err) => {
        await updateDeliveries(ref, claimed, { status: 'unconfirmed' });
        await stopRun('SendGrid did not take a batch', err);
      },
      // SendGrid sent nothing: the records go, so a resume sends to them.
      notSent: async (err) => {
        await deleteDeliveries(ref, new Set(claimed.map((r) => r.subscriberId)));
        await stopRun('SendGrid did not take a batch', err);
      },
    });
    sent += claimed.length;
    await ref.update({ sent_count: sent });
  }

  await ref.update({
    status: 'sent',
    recipient_count: sent,
    sent_count: sent,
    sent_at: FieldValue.serverTimestamp(),
    send_lease_until: null,
    send_run_id: null,
    last_error: null,
  });
  return { sent, done: true };
}

/**
 * draft → sending (scheduled → sending for the tick, once due), or takes over a sending broadcast whose sender
 * died. Refuses a sent one. The audience is fixed by the first claim (or the schedule); a resume keeps it,
 * whatever it asks for.
 */
async function claimBroadcast(
  ref: DocumentReference,
  runId: string,
  requestedAudience: Audience,
  dueBy?: number,
): Promise<{ content: EmailContent; audience: Audience }> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError('not-found', 'Broadcast not found');
    const status = snap.get('status');
    if (status === 'sent') throw new HttpsError('failed-precondition', 'This broadcast has already been sent.');
    const lease = snap.get('send_lease_until') as Timestamp | null | undefined;
    if (status === 'sending' && lease && lease.toMillis() > Date.now()) {
      throw new HttpsError('failed-precondition', 'This broadcast is being sent right now.');
    }
    if (status === 'scheduled') {
      const at = snap.get('scheduled_at') as Timestamp | null | undefined;
      if (dueBy === undefined) throw new HttpsError('failed-precondition', 'This broadcast is scheduled; cancel it to send it now.');
      if (!at || at.toMillis() > dueBy) throw new HttpsError('failed-precondition', 'This broadcast is not due yet.');
    } else if (status !== 'draft' && status !== 'sending') {
      throw new HttpsError('failed-precondition', `A ${status} broadcast cannot be sent.`);
    }
    const content = validContent(snap.data()!);
    const stored = snap.get('audience');
    const audience: Audience = AUDIENCES.includes(stored) ? stored : requestedAudience;
    tx.update(ref, {
      audience,
      status: 'sending',
      send_run_id: runId,
      send_lease_until: Timestamp.fromMillis(Date.now() + LEASE_MS),
      send_started_at: snap.get('send_started_at') ?? FieldValue.serverTimestamp(),
      last_error: null,
    });
    return { content, audience };
  });
}

/** Writes `update` to the run's document only while `runId` still holds its lease (`send_run_id`), in one transaction. */
async function whileHoldingLease(ref: DocumentReference, runId: string, update: Record<string, unknown>): Promise<void> {
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.get('send_run_id') !== runId) throw new HttpsError('aborted', 'Another send of this broadcast took over.');
    tx.update(ref, update);
  });
}

async function deleteDeliveries(ref: DocumentReference, ids: Set<string>): Promise<void> {
  if (!ids.size) return;
  const writer = db.bulkWriter();
  for (const id of ids) writer.delete(deliveryRef(ref, id));
  await writer.close();
}

async function updateDeliveries(ref: DocumentReference, batch: Recipient[], data: Record<string, unknown>): Promise<void> {
  const writer = db.bulkWriter();
  for (const r of batch) writer.update(deliveryRef(ref, r.subscriberId), data);
  await writer.close();
}
