import type { SubscriberStatus } from '../shared/subscribers';

/** The part of a SendGrid Event Webhook event we act on. */
export interface SendGridEvent {
  email?: string;
  event?: string;
  type?: string;
  reason?: string;
  sg_event_id?: string;
  timestamp?: number;
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
