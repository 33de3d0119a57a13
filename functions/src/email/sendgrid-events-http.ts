import { EventWebhook, EventWebhookHeader } from '@sendgrid/eventwebhook';
import { FieldValue } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { REGION, SENDGRID_WEBHOOK_PUBLIC_KEY } from '../config';
import { db } from '../lib/admin';
import { externalErrorMessage, logExternalError } from '../lib/log-external-error';
import { COLLECTIONS, DOCS } from '../shared/collections';
import { subscriberIdForEmail } from '../shared/subscribers';
import { deliveredTestEmail, statusAfterEvent, type SendGridEvent } from './sendgrid-event-rules';
import { SCALING } from '../scaling';

/**
 * How far a signed batch's timestamp may be from now: SendGrid signs the time it posts, so a batch recorded
 * and replayed later is refused (its events apply once anyway, by sg_event_id; this stops a replay from
 * noting the webhook as alive, or reaching an event whose log has expired).
 */
export const SENDGRID_TIMESTAMP_WINDOW_SECONDS = 10 * 60;

export function signatureValid(
  rawBody: Buffer,
  signature: string | undefined,
  timestamp: string | undefined,
  nowMs = Date.now(),
  publicKey = SENDGRID_WEBHOOK_PUBLIC_KEY.value(),
): boolean {
  if (!publicKey || !signature || !timestamp) return false;
  const signedAt = Number(timestamp);
  if (!Number.isFinite(signedAt) || Math.abs(nowMs / 1000 - signedAt) > SENDGRID_TIMESTAMP_WINDOW_SECONDS) return false;
  try {
    const webhook = new EventWebhook();
    return webhook.verifySignature(webhook.convertPublicKeyToECDSA(publicKey), rawBody, signature, timestamp);
  } catch {
    return false;
  }
}

/**
 * SendGrid's Event Webhook: bounces, drops and spam reports update the
 * subscriber and are logged in webhook_events (once per sg_event_id, since
 * SendGrid retries). Unsigned or wrongly signed posts are refused.
 */
export const sendgridEvents = onRequest({ region: REGION, ...SCALING.sendgridEvents }, async (req, res) => {
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).send('Method not allowed');
    return;
  }
  if (!signatureValid(req.rawBody, req.get(EventWebhookHeader.SIGNATURE()), req.get(EventWebhookHeader.TIMESTAMP()))) {
    res.status(403).send('Invalid signature');
    return;
  }
  const events: SendGridEvent[] = Array.isArray(req.body) ? req.body : [];
  await Promise.all([...events.map(applyEvent), noteWebhookAlive(events)]);
  res.status(200).send('OK');
});

/** For the admin's go-live checklist: the webhook is connected (when it last posted), and when a test email was last delivered. */
async function noteWebhookAlive(events: SendGridEvent[]): Promise<void> {
  const test = deliveredTestEmail(events);
  const delivered = test
    ? { last_test_delivered_at: new Date((test.timestamp ?? Date.now() / 1000) * 1000), last_test_delivered_to: test.email }
    : {};
  try {
    await db.doc(DOCS.sendgridStatus).set({ last_event_at: FieldValue.serverTimestamp(), ...delivered }, { merge: true });
  } catch (err) {
    logExternalError('Could not note the SendGrid webhook as alive', err);
  }
}

async function applyEvent(e: SendGridEvent): Promise<void> {
  const status = statusAfterEvent(e);
  if (!status || typeof e.email !== 'string') return;
  const log = db
    .collection(COLLECTIONS.webhookEvents)
    .doc(`sendgrid-${e.sg_event_id ?? `${e.email}-${e.event}-${e.timestamp}`}`.replace(/\//g, '_'));
  const subscriber = db.collection(COLLECTIONS.subscribers).doc(subscriberIdForEmail(e.email));
  const createdAt = typeof e.timestamp === 'number' ? new Date(e.timestamp * 1000) : FieldValue.serverTimestamp();
  // Whose bounce or opt-out this was, and SendGrid's words for it: the subscriber's history on the admin screen reads them.
  const about = { subscriber_id: subscriber.id, reason: typeof e.reason === 'string' ? e.reason.slice(0, 500) : null };
  try {
    await db.runTransaction(async (tx) => {
      const [logged, sub] = await Promise.all([tx.get(log), tx.get(subscriber)]);
      if (logged.exists) return;
      // Bounced is final: a later unsubscribe event does not hide it.
      const apply = sub.exists && sub.get('status') !== status && sub.get('status') !== 'bounced';
      if (apply) tx.update(subscriber, { status, status_changed_at: FieldValue.serverTimestamp() });
      tx.create(log, {
        source: 'sendgrid',
        event_type: e.event,
        ...about,
        status: 'success',
        created_at: createdAt,
        processed_at: FieldValue.serverTimestamp(),
        error_message: null,
      });
    });
  } catch (err) {
    logExternalError('Could not apply a SendGrid event', err, { event: e.event ?? null });
    await log.set(
      {
        source: 'sendgrid',
        event_type: e.event,
        ...about,
        status: 'failed',
        created_at: createdAt,
        processed_at: FieldValue.serverTimestamp(),
        error_message: externalErrorMessage(err),
      },
      { merge: true },
    );
  }
}
