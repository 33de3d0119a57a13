import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { logExternalError } from '../lib/log-external-error';
import { COLLECTIONS } from '../shared/collections';
import { reminderDue, type ReminderKind } from '../shared/sailings/sailing-emails';
import { sailingFromStored } from '../shared/sailings/sailing-record';
import { emailEveryHolder, ticketedOrders } from './holder-emails';

const LOOKAHEAD_MS = 48 * 3_600_000;

/**
 * The reminders' tick: for each announced sailing boarding within 48 hours, not canceled or postponed, sends the due
 * reminder (reminderDue) to each ticketed holder once per sale, kind and boarding time. Failed sends retry next tick
 * while still due.
 */
export async function sendDueReminders(now: number): Promise<{ sent: { slug: string; kind: ReminderKind; emails: number }[] }> {
  const soon = await db
    .collection(COLLECTIONS.sailings)
    .where('boards_at', '>', Timestamp.fromMillis(now))
    .where('boards_at', '<=', Timestamp.fromMillis(now + LOOKAHEAD_MS))
    .get();
  const sent: { slug: string; kind: ReminderKind; emails: number }[] = [];
  for (const doc of soon.docs) {
    const sailing = sailingFromStored(doc.data());
    const kind = reminderDue(sailing.boards_at.getTime(), now);
    if (!sailing.published || sailing.interruption || !kind) continue;
    const result = await emailEveryHolder(await ticketedOrders(doc.id), kind, sailing, sailing.boards_at.getTime());
    if (result.failed.length)
      logExternalError('Some sailing reminders failed; the next tick retries them', result.failed[0], { slug: doc.id, kind });
    if (result.sent) sent.push({ slug: doc.id, kind, emails: result.sent });
  }
  return { sent };
}
