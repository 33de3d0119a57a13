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

/**
 * What a refund undoes: only what its purchase set. `purchaseActivated` (recorded on the sale) says the purchase
 * made the address active, and `ownConsent` that its owner confirmed a sign-up themselves (launch news, the
 * waitlist: a `confirmed_at`), which the refund does not take back.
 */
export interface RefundContext {
  purchaseActivated: boolean;
  ownConsent: boolean;
}

/** A refund ends the membership: a member the purchase made active becomes inactive; an opt-out stays what it is. */
export function statusAfterRefund(
  current: SubscriberStatus | undefined,
  { purchaseActivated, ownConsent }: RefundContext = { purchaseActivated: true, ownConsent: false },
): SubscriberStatus | undefined {
  return current === 'active' && purchaseActivated && !ownConsent ? 'inactive' : current;
}
