import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { COLLECTIONS } from '../shared/collections';
import { HOUR_MS, type AlertTrigger } from './alert-trigger';

/**
 * What the functions record of their own failures: every Gumroad ping and
 * SendGrid event they process is a webhook log entry, `failed` when the
 * function could not finish it (Firestore, SendGrid or our own error). Other
 * failures go only to Cloud Logging through logExternalError; docs/operations.md
 * ("Alerts to the owner") shows how to alert on those there.
 */
export interface ErrorCounts {
  total: number;
  failed: number;
}

/** A jump: at least 5 failures in the last hour, a fifth or more of what was processed, and three times the day's usual rate. */
export const FUNCTION_ERROR_ALERT = { minFailures: 5, rate: 0.2, jump: 3 } as const;

const rate = (c: ErrorCounts) => (c.total ? c.failed / c.total : 0);

export function functionErrorAlert(lastHour: ErrorCounts, dayBefore: ErrorCounts): string | null {
  const now = rate(lastHour);
  if (lastHour.failed < FUNCTION_ERROR_ALERT.minFailures || now < FUNCTION_ERROR_ALERT.rate) return null;
  const usual = rate(dayBefore);
  if (usual > 0 && now < usual * FUNCTION_ERROR_ALERT.jump) return null;
  return (
    `In the last hour ${lastHour.failed} of ${lastHour.total} webhook deliveries (Gumroad pings, SendGrid events) failed ` +
    `(${Math.round(now * 100)}%, against ${Math.round(usual * 100)}% over the day before). ` +
    'The webhook log shows each reason; Cloud Logging has the details.'
  );
}

async function readCounts(now: Date): Promise<[ErrorCounts, ErrorCounts]> {
  const hourAgo = now.getTime() - HOUR_MS;
  const snap = await db
    .collection(COLLECTIONS.webhookEvents)
    .where('created_at', '>=', Timestamp.fromMillis(now.getTime() - 24 * HOUR_MS))
    .get();
  const counts: [ErrorCounts, ErrorCounts] = [
    { total: 0, failed: 0 },
    { total: 0, failed: 0 },
  ];
  for (const d of snap.docs) {
    // Refusals are strangers' requests, not the functions failing (the Gumroad ping alert covers them).
    if (d.get('status') === 'refused') continue;
    const at = (d.get('created_at') as Timestamp | undefined)?.toMillis() ?? now.getTime();
    const bucket = counts[at >= hourAgo ? 0 : 1];
    bucket.total++;
    if (d.get('status') === 'failed') bucket.failed++;
  }
  return counts;
}

export const functionErrorsAlert: AlertTrigger = {
  kind: 'function-errors',
  evaluate: async (now) => functionErrorAlert(...(await readCounts(now))),
};
