import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { COLLECTIONS, DOCS } from '../shared/collections';
import type { RetryPingResponse } from '../shared/contracts/retry-webhook-event';
import { PAYLOAD_FIELD, retryRefusal, type StoredPingField, type PingRetryRecord } from '../shared/gumroad/ping-payload';
import { processPing } from './handle-ping';
import { parsePing } from './ping';
import { pingSettingsFrom } from './ping-gate';
import { formFromStored } from './ping-payload';
import { PingRetry } from './ping-log';

/**
 * Reruns a failed or ignored Gumroad ping from its kept payload with today's settings, through the ping's own
 * handling (nothing already recorded is recorded again). The entry is claimed first, so a double click runs one retry.
 * No secret check: the ping passed it on arrival, and the caller is an admin.
 */
export async function retryLoggedPing(pingId: string, adminUid: string, now = Date.now()): Promise<RetryPingResponse> {
  const ref = db.collection(COLLECTIONS.webhookEvents).doc(pingId);
  const payload = await db.runTransaction(async (tx) => {
    const entry = await tx.get(ref);
    if (!entry.exists || entry.get('source') !== 'gumroad') throw new HttpsError('not-found', 'This ping is no longer in the webhook log.');
    const stored = entry.get(PAYLOAD_FIELD) as StoredPingField[] | undefined;
    const refusal = retryRefusal(
      {
        status: String(entry.get('status')),
        retryable: entry.get('retryable') as boolean | undefined,
        hasPayload: Array.isArray(stored),
        retry: (entry.get('retry') as PingRetryRecord | undefined) ?? null,
        retryStartedAtMs: (entry.get('retry_started_at') as Timestamp | undefined)?.toMillis() ?? null,
      },
      now,
    );
    if (refusal) throw new HttpsError('failed-precondition', refusal);
    tx.update(ref, {
      retry: { status: 'running', message: null },
      retry_started_at: new Date(now),
      retried_by: adminUid,
      retries: FieldValue.increment(1),
    });
    return stored!;
  });

  const settings = pingSettingsFrom((await db.doc(DOCS.gumroadSettings).get()).data());
  const retry = new PingRetry(ref);
  await processPing(parsePing(formFromStored(payload)), settings, retry);
  return retry.outcome!;
}
