import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { parseOrThrow } from '../lib/callable-request';
import { logExternalError } from '../lib/log-external-error';
import { COLLECTIONS } from '../shared/collections';
import type { ScheduleBroadcastResponse } from '../shared/contracts/schedule-broadcast';
import type { Audience } from '../shared/email/audiences';
import { tickTakes } from '../shared/email/schedule';
import { broadcastSchema } from '../shared/email/schemas';
import { sendBroadcastToSubscribers } from './broadcast-sender';

const broadcastRef = (broadcastId: string) => db.collection(COLLECTIONS.emailBroadcasts).doc(broadcastId);
const millis = (t: unknown): number | null => (t instanceof Timestamp ? t.toMillis() : null);

/**
 * Sets a draft to go to `audience` at `sendAt` (a scheduled one moves to the new time). In a transaction with the
 * tick's claim, so a broadcast the tick has started is never set back to scheduled.
 */
export async function setBroadcastSchedule(
  broadcastId: string,
  audience: Audience,
  sendAt: number,
  uid: string,
): Promise<ScheduleBroadcastResponse> {
  const ref = broadcastRef(broadcastId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError('not-found', 'Broadcast not found');
    const status = snap.get('status');
    if (status === 'sending' || status === 'sent')
      throw new HttpsError('failed-precondition', 'This broadcast has already started sending.');
    if (status !== 'draft' && status !== 'scheduled')
      throw new HttpsError('failed-precondition', `A ${status} broadcast cannot be scheduled.`);
    parseOrThrow(broadcastSchema, snap.data());
    tx.update(ref, { status: 'scheduled', audience, scheduled_at: Timestamp.fromMillis(sendAt), scheduled_by: uid });
    return { status: 'scheduled' };
  });
}

/**
 * Stops a scheduled broadcast before the tick claims it; one already canceled stays so. `marks` are stored with the
 * cancellation (a sailing's change records that it, not the owner, stopped the broadcast).
 */
export async function cancelBroadcastSchedule(
  broadcastId: string,
  marks: Record<string, unknown> = {},
): Promise<ScheduleBroadcastResponse> {
  const ref = broadcastRef(broadcastId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpsError('not-found', 'Broadcast not found');
    const status = snap.get('status');
    if (status === 'canceled') return { status: 'canceled' };
    if (status === 'sending' || status === 'sent') {
      throw new HttpsError('failed-precondition', 'This broadcast has started sending and can no longer be canceled.');
    }
    if (status !== 'scheduled') throw new HttpsError('failed-precondition', 'Only a scheduled broadcast can be canceled.');
    tx.update(ref, { ...marks, status: 'canceled', canceled_at: FieldValue.serverTimestamp() });
    return { status: 'canceled' };
  });
}

/**
 * The schedule's tick (every minute; `npm start` calls it locally): starts due scheduled broadcasts and resumes quiet
 * runs through the immediate send's path (claim, lease, delivery records), so overlapping or retried ticks mail
 * nobody twice.
 */
export async function sendDueBroadcasts(now: number, deadline: number): Promise<{ started: string[] }> {
  const candidates = await db.collection(COLLECTIONS.emailBroadcasts).where('status', 'in', ['scheduled', 'sending']).get();
  const due = candidates.docs.filter((d) =>
    tickTakes(
      {
        status: d.get('status'),
        scheduledAt: millis(d.get('scheduled_at')),
        leaseUntil: millis(d.get('send_lease_until')),
        lastError: d.get('last_error') ?? null,
      },
      now,
    ),
  );
  const started: string[] = [];
  for (const doc of due) {
    if (Date.now() > deadline) break;
    try {
      await sendBroadcastToSubscribers(doc.id, deadline, undefined, undefined, now);
      started.push(doc.id);
    } catch (err) {
      // Another tick holds it (failed-precondition, aborted), or the run stopped and recorded its error for the dashboard.
      if (!(err instanceof HttpsError)) logExternalError('A scheduled broadcast failed', err, { broadcastId: doc.id });
    }
  }
  return { started };
}
