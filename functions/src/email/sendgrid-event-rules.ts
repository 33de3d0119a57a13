import { TEST_EMAIL_CATEGORY } from '../shared/email/test-email';
import type { SubscriberStatus } from '../shared/subscribers';

/** The part of a SendGrid Event Webhook event we act on. */
export interface SendGridEvent {
  email?: string;
  event?: string;
  type?: string;
  reason?: string;
  sg_event_id?: string;
  timestamp?: number;
  category?: string | string[];
}

/** The newest `delivered` event of a test email in a batch, if any: proof that SendGrid delivers for our sender. */
export function deliveredTestEmail(events: SendGridEvent[]): SendGridEvent | null {
  const tests = events.filter((e) => {
    const categories = Array.isArray(e.category) ? e.category : [e.category];
    return e.event === 'delivered' && categories.includes(TEST_EMAIL_CATEGORY) && typeof e.email === 'string';
  });
  return tests.sort((a, b) => (b.timestamp ?? 0) - (a.timestamp ?? 0))[0] ?? null;
}

/**
 * What an event means for the subscriber: hard bounces (and drops because
 * the address bounced before) make them `bounced`; spam reports and
 * unsubscribes through SendGrid make them `unsubscribed`. A `blocked` bounce
 * is temporary and other events (delivered, open...) change nothing.
 */
export function statusAfterEvent(e: SendGridEvent): SubscriberStatus | null {
  switch (e.event) {
    case 'bounce':
      return e.type === 'blocked' ? null : 'bounced';
    case 'dropped':
      return /bounced address/i.test(e.reason ?? '') ? 'bounced' : /unsubscribed|spam reporting/i.test(e.reason ?? '') ? 'unsubscribed' : null;
    case 'spamreport':
    case 'unsubscribe':
    case 'group_unsubscribe':
      return 'unsubscribed';
    default:
      return null;
  }
}
