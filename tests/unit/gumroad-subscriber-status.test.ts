import { statusAfterRefund, statusAfterSale } from '../../functions/src/gumroad/subscriber-status';

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
});
