import type { SubscriberStatus } from '../shared/subscribers';

/**
 * What a sale or a refund does to a subscriber's status. An opt-out
 * (unsubscribed) or a bounce is the person's or their mailbox's word and
 * outlives anything a purchase or refund says; only the status a purchase gave
 * moves with the purchases.
 */
const OPTED_OUT: readonly SubscriberStatus[] = ['unsubscribed', 'bounced'];

/** A new purchase: an active member, unless they opted out before or asked Gumroad not to be contacted. */
export function statusAfterSale(current: SubscriberStatus | undefined, canContact: boolean): SubscriberStatus {
  if (current && OPTED_OUT.includes(current)) return current;
  return canContact ? 'active' : 'unsubscribed';
}

/** A refund ends the membership: an active member becomes inactive; an opt-out stays what it is. */
export function statusAfterRefund(current: SubscriberStatus | undefined): SubscriberStatus | undefined {
  return current === 'active' ? 'inactive' : current;
}
