import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { COLLECTIONS } from '../shared/collections';
import { CLEVELAND_ZONE } from '../shared/cleveland-time';
import { HOUR_MS, dateOf, ownerTime, type AlertTrigger } from './alert-trigger';

/** A Gumroad ping as the webhook log records it (functions/src/gumroad/ping-log.ts). */
export interface PingRecord {
  status: string;
  /** When it arrived; a refusal entry (one per reason and hour) carries its latest attempt. */
  at: Date;
  attempts: number;
  error: string | null;
}

/** How long pings must have failed, with no success since, before the owner is told. */
export const PING_FAILURE_MS = HOUR_MS;

const FAILED = new Set(['failed', 'refused']);
const SUCCEEDED = new Set(['success', 'ignored']);

/**
 * The rule: the newest ping failed or was refused, and the first of the
 * failures since the last success is at least an hour old. One failed ping
 * and silence after it counts too: the sale it carried is still missing.
 */
export function pingAlert(records: PingRecord[], now: Date): string | null {
  const settled = records.filter((r) => FAILED.has(r.status) || SUCCEEDED.has(r.status)).sort((a, b) => b.at.getTime() - a.at.getTime());
  const lastSuccess = settled.findIndex((r) => SUCCEEDED.has(r.status));
  const streak = lastSuccess < 0 ? settled : settled.slice(0, lastSuccess);
  if (!streak.length) return null;
  const first = streak[streak.length - 1]!;
  if (now.getTime() - first.at.getTime() < PING_FAILURE_MS) return null;
  const attempts = streak.reduce((n, r) => n + r.attempts, 0);
  const reason = streak[0]!.error ? ` The latest said: ${streak[0]!.error}` : '';
  return (
    `${attempts} Gumroad ${attempts === 1 ? 'ping' : 'pings'} failed or ${attempts === 1 ? 'was' : 'were'} refused since ` +
    `${ownerTime(first.at, CLEVELAND_ZONE)}, and none succeeded since: sales may be missing.${reason} ` +
    'The webhook log (Admin, Email, Webhooks) shows each one; the ping secret and product list are in the Gumroad settings.'
  );
}

/** The last day of the webhook log is enough: a failure streak older than that was alerted on its own day. */
async function readPingRecords(now: Date): Promise<PingRecord[]> {
  const snap = await db
    .collection(COLLECTIONS.webhookEvents)
    .where('created_at', '>=', Timestamp.fromMillis(now.getTime() - 24 * HOUR_MS))
    .get();
  return snap.docs
    .filter((d) => d.get('source') === 'gumroad')
    // Anyone can send a refused ping: only one naming a listed product, as the seller's own do, may mean a missing sale.
    .filter((d) => d.get('status') !== 'refused' || d.get('listed_product') === true)
    .map((d) => ({
      // A failed ping the admin retried with success no longer means a missing sale.
      status: d.get('retry.status') === 'success' ? 'success' : String(d.get('status') ?? ''),
      at: dateOf(d.get('created_at')) ?? now,
      attempts: typeof d.get('attempts') === 'number' ? (d.get('attempts') as number) : 1,
      error: typeof d.get('error_message') === 'string' ? (d.get('error_message') as string) : null,
    }));
}

export const gumroadPingsAlert: AlertTrigger = {
  kind: 'gumroad-pings',
  evaluate: async (now) => pingAlert(await readPingRecords(now), now),
};
