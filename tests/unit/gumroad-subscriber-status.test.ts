import { statusAfterRefund, statusAfterSale } from '../../functions/src/gumroad/subscriber-status';
import { statusAfterDisputeWon } from '../../functions/src/gumroad/revocation';

describe("a subscriber's status through sales and refunds", () => {
  it('a purchase makes a member active, or unsubscribed when they asked Gumroad not to be contacted', () => {
    expect(statusAfterSale(undefined, true)).toBe('active');
    expect(statusAfterSale('inactive', true)).toBe('active');
    expect(statusAfterSale(undefined, false)).toBe('unsubscribed');
  });

  it('a refund makes only an active member inactive', () => {
    expect(statusAfterRefund('active')).toBe('inactive');
    expect(statusAfterRefund('inactive')).toBe('inactive');
  });

  it.each(['unsubscribed', 'bounced'] as const)('an opt-out (%s) outlives refunds and later purchases', (optOut) => {
    expect(statusAfterRefund(optOut)).toBe(optOut);
    expect(statusAfterSale(statusAfterRefund(optOut), true)).toBe(optOut);
  });

  it('undoes only what the purchase set: a subscriber who confirmed launch news, or was active before buying, stays active', () => {
    expect(statusAfterRefund('active', { purchaseActivated: true, ownConsent: true })).toBe('active');
    expect(statusAfterRefund('active', { purchaseActivated: false, ownConsent: false })).toBe('active');
    expect(statusAfterRefund('active', { purchaseActivated: true, ownConsent: false })).toBe('inactive');
  });
});

describe('a won dispute', () => {
  it('gives back the status its revocation took, while the address still has the one the revocation left', () => {
    expect(statusAfterDisputeWon('inactive', 'active')).toBe('active');
    expect(statusAfterDisputeWon('inactive', null)).toBe('inactive');
    expect(statusAfterDisputeWon('unsubscribed', 'active')).toBe('unsubscribed');
    expect(statusAfterDisputeWon('bounced', 'active')).toBe('bounced');
  });

  it('takes a revocation recorded before it noted the status to have made an active member inactive', () => {
    expect(statusAfterDisputeWon('inactive', undefined)).toBe('active');
    expect(statusAfterDisputeWon('unsubscribed', undefined)).toBe('unsubscribed');
  });
});
