import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { ValidationError } from 'yup';
import { db } from '../lib/admin';
import type { SendBroadcastResponse } from '../shared/contracts/send-broadcast';
import { broadcastSchema } from '../shared/email/schemas';
import { subscriberIdForEmail } from '../shared/subscribers';
import { composeMailSend, type EmailContent, type Recipient } from './compose-email';
import { loadSender } from './email-settings';
import { externalErrorMessage } from '../lib/log-external-error';
import { claimDeliveries, openDeliveryWriter, unsentClaims, type DeliveryWriter } from './delivery-claims';
import { failedSendOutcome, sendGridAnswered, sendMail } from './mailer';

/** SendGrid accepts at most 1000 personalizations per /mail/send request. */
export const BATCH_SIZE = 1000;
/** A send that has not renewed its lease for this long is taken to have died and may be resumed. */
export const LEASE_MS = 3 * 60 * 1000;

async function loadContent(ref: DocumentReference): Promise<EmailContent> {
  const snap = await ref.get();
  if (!snap.exists) throw new HttpsError('not-found', 'Broadcast not found');
  return validContent(snap.data()!);
}

function validContent(data: FirebaseFirestore.DocumentData): EmailContent {
  try {
    return broadcastSchema.validateSync(data, { stripUnknown: true });
  } catch (err) {
    throw new HttpsError('invalid-argument', err instanceof ValidationError ? err.message : 'The broadcast is not valid');
  }
}

/** A test send: one email to one address, the broadcast stays a draft. */
export async function sendTestBroadcast(broadcastId: string, testEmail: string): Promise<SendBroadcastResponse> {
  const content = await loadContent(db.doc(`email_broadcasts/${broadcastId}`));
  const subscriberId = subscriberIdForEmail(testEmail);
  const known = (await db.doc(`subscribers/${subscriberId}`).get()).data();
  const recipient: Recipient = { subscriberId, email: testEmail, first_name: known?.first_name, certificate_id: known?.certificate_id };
  try {
    await sendMail(
      composeMailSend({ ...content, subject: `[Test] ${content.subject}` }, await loadSender(), [recipient], ['broadcast-test']),
    );
  } catch (err) {
    throw new HttpsError(sendGridAnswered(err) ? 'invalid-argument' : 'unavailable', externalErrorMessage(err));
  }
  return { sent: 1, done: true };
}

/**
 * Sends a broadcast to every active subscriber, at most once each. Each
 * recipient gets a delivery record (created only if absent) before their
 * batch goes to SendGrid, so a retried, doubled or resumed send skips
 * everyone already handled. Records of a batch SendGrid refused are removed
 * (it sent nothing); those of a batch whose fate is unknown (the connection
 * died) stay as `unconfirmed` and are not retried: at most once wins over
 * at least once. The broadcast doc carries the progress the dashboard shows.
 */
export async function sendBroadcastToSubscribers(
  broadcastId: string,
  deadline: number,
  openWriter: () => DeliveryWriter = openDeliveryWriter,
): Promise<SendBroadcastResponse> {
  const ref = db.doc(`email_broadcasts/${broadcastId}`);
  const runId = randomUUID();
  const content = await claimBroadcast(ref, runId);

  const deliveries = ref.collection('deliveries');
  const [subscribers, records, sender] = await Promise.all([
    db.collection('subscribers').where('status', '==', 'active').select('email', 'first_name', 'certificate_id').get(),
    deliveries.select('status', 'batch').get(),
    loadSender(),
  ]);
  const stale = unsentClaims(
    records.docs.map((d) => ({ id: d.id, status: d.get('status'), batch: d.get('batch') })),
    (await ref.get()).get('attempted_batches'),
  );
  await deleteDeliveries(ref, stale);
  const handled = records.docs.filter((d) => !stale.has(d.id));
  const handledIds = new Set(handled.map((d) => d.id));
  let sent = handled.filter((d) => d.get('status') === 'sent').length;
  const pending: Recipient[] = subscribers.docs
    .filter((d) => !handledIds.has(d.id) && typeof d.get('email') === 'string')
    .map((d) => ({ subscriberId: d.id, email: d.get('email'), first_name: d.get('first_name'), certificate_id: d.get('certificate_id') }));
  await ref.update({ recipient_total: handledIds.size + pending.length, sent_count: sent });

  for (let i = 0; i < pending.length; i += BATCH_SIZE) {
    if (Date.now() > deadline) {
      await ref.update({ send_lease_until: null, send_run_id: null });
      return { sent, done: false };
    }
    await renewLease(ref, runId);
    const batchKey = `${runId}:${i / BATCH_SIZE}`;
    const { claimed, failure } = await claimDeliveries(
      openWriter(),
      pending.slice(i, i + BATCH_SIZE),
      (r) => ref.collection('deliveries').doc(r.subscriberId),
      { status: 'sending', run_id: runId, batch: batchKey, claimed_at: FieldValue.serverTimestamp() },
    );
    if (failure) {
      // Nobody of this batch is mailed now: their records (made or not) are unsent claims, which the resume takes up again.
      const message = externalErrorMessage(failure);
      await ref.update({ send_lease_until: null, send_run_id: null, sent_count: sent, last_error: message });
      throw new HttpsError(
        'unavailable',
        `Could not record who gets the next batch (${message}). ${sent} sent so far; send again to resume.`,
      );
    }
    if (!claimed.length) continue;
    // From here the batch may reach SendGrid: its claims count as handled even if this run dies.
    await ref.update({ attempted_batches: FieldValue.arrayUnion(batchKey) });
    try {
      await sendMail(composeMailSend(content, sender, claimed, ['broadcast']));
    } catch (err) {
      await releaseDeliveries(ref, claimed, failedSendOutcome(err) === 'not-sent');
      const message = externalErrorMessage(err);
      await ref.update({ send_lease_until: null, send_run_id: null, sent_count: sent, last_error: message });
      throw new HttpsError('unavailable', `SendGrid did not take a batch (${message}). ${sent} sent so far; send again to resume.`);
    }
    await markDelivered(ref, claimed);
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

/** draft → sending, or takes over a sending broadcast whose sender died. Refuses a sent one. */
async function claimBroadcast(ref: DocumentReference, runId: string): Promise<EmailContent> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError('not-found', 'Broadcast not found');
    const status = snap.get('status');
    if (status === 'sent') throw new HttpsError('failed-precondition', 'This broadcast has already been sent.');
    const lease = snap.get('send_lease_until') as Timestamp | null | undefined;
    if (status === 'sending' && lease && lease.toMillis() > Date.now()) {
      throw new HttpsError('failed-precondition', 'This broadcast is being sent right now.');
    }
    if (status !== 'draft' && status !== 'sending') throw new HttpsError('failed-precondition', `A ${status} broadcast cannot be sent.`);
    const content = validContent(snap.data()!);
    tx.update(ref, {
      status: 'sending',
      send_run_id: runId,
      send_lease_until: Timestamp.fromMillis(Date.now() + LEASE_MS),
      send_started_at: snap.get('send_started_at') ?? FieldValue.serverTimestamp(),
      last_error: null,
    });
    return content;
  });
}

async function renewLease(ref: DocumentReference, runId: string): Promise<void> {
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.get('send_run_id') !== runId) throw new HttpsError('aborted', 'Another send of this broadcast took over.');
    tx.update(ref, { send_lease_until: Timestamp.fromMillis(Date.now() + LEASE_MS) });
  });
}

async function deleteDeliveries(ref: DocumentReference, ids: Set<string>): Promise<void> {
  if (!ids.size) return;
  const writer = db.bulkWriter();
  for (const id of ids) writer.delete(ref.collection('deliveries').doc(id));
  await writer.close();
}

async function markDelivered(ref: DocumentReference, batch: Recipient[]): Promise<void> {
  const writer = db.bulkWriter();
  for (const r of batch)
    writer.update(ref.collection('deliveries').doc(r.subscriberId), { status: 'sent', sent_at: FieldValue.serverTimestamp() });
  await writer.close();
}

/** After a refused batch the records go, so a resume sends to them; after an unknown outcome they stay. */
async function releaseDeliveries(ref: DocumentReference, batch: Recipient[], refused: boolean): Promise<void> {
  const writer = db.bulkWriter();
  for (const r of batch) {
    const doc = ref.collection('deliveries').doc(r.subscriberId);
    if (refused) writer.delete(doc);
    else writer.update(doc, { status: 'unconfirmed' });
  }
  await writer.close();
}
