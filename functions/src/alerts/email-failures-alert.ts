import { Timestamp, type Query } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { COLLECTIONS, SUBCOLLECTIONS } from '../shared/collections';
import { HOUR_MS, type AlertTrigger } from './alert-trigger';

/** The last day's email: what went out (send records) and what SendGrid's webhook reported back as bounced or dropped. */
export interface EmailDay {
  sent: number;
  bounced: number;
  dropped: number;
}

/**
 * A bounce or drop rate above 5% is where SendGrid and mailbox providers
 * start to distrust a sender; fewer than 5 failures a day is noise (a typo'd
 * address), whatever the rate.
 */
export const EMAIL_FAILURE_ALERT = { rate: 0.05, minFailures: 5 } as const;

export function emailFailureAlert(day: EmailDay): string | null {
  const failures = day.bounced + day.dropped;
  // Events can outnumber the day's sends (a bounce of yesterday's broadcast): never a rate above 100%.
  const total = Math.max(day.sent, failures);
  if (failures < EMAIL_FAILURE_ALERT.minFailures || failures / total < EMAIL_FAILURE_ALERT.rate) return null;
  const percent = Math.round((failures / total) * 100);
  return (
    `In the last 24 hours ${failures} of ${total} emails bounced or were dropped (${percent}%; ${day.bounced} bounced, ` +
    `${day.dropped} dropped). Above ${EMAIL_FAILURE_ALERT.rate * 100}% SendGrid and mail providers start to distrust the sender: ` +
    "check the sending domain's authentication in SendGrid and the bounced addresses on the subscribers page."
  );
}

/** Counted from what is already recorded: each send's `sent_at` and the webhook log's SendGrid events. */
async function readEmailDay(now: Date): Promise<EmailDay> {
  const since = Timestamp.fromMillis(now.getTime() - 24 * HOUR_MS);
  const sentIn = (query: Query) =>
    query
      .where('sent_at', '>=', since)
      .count()
      .get()
      .then((s) => s.data().count);
  const [deliveries, welcomes, confirmations, events] = await Promise.all([
    sentIn(db.collectionGroup(SUBCOLLECTIONS.deliveries)),
    sentIn(db.collection(COLLECTIONS.welcomeEmails)),
    sentIn(db.collection(COLLECTIONS.signUps)),
    db.collection(COLLECTIONS.webhookEvents).where('created_at', '>=', since).get(),
  ]);
  const sendgrid = events.docs.filter((d) => d.get('source') === 'sendgrid');
  return {
    sent: deliveries + welcomes + confirmations,
    bounced: sendgrid.filter((d) => d.get('event_type') === 'bounce').length,
    dropped: sendgrid.filter((d) => d.get('event_type') === 'dropped').length,
  };
}

export const emailFailuresAlert: AlertTrigger = {
  kind: 'email-failures',
  evaluate: async (now) => emailFailureAlert(await readEmailDay(now)),
};
