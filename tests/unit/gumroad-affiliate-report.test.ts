import { affiliateTotals } from '../../functions/src/shared/gumroad/affiliate-totals';

describe('affiliate report totals', () => {
  it('owes $5 per referred member, nothing for refunds, busiest affiliate first', () => {
    const rows = affiliateTotals(
      [
        { affiliate_code: 'lamar', status: 'completed' },
        { affiliate_code: 'djkayla', status: 'completed' },
        { affiliate_code: 'djkayla', status: 'completed' },
        { affiliate_code: 'djkayla', status: 'refunded' },
        { affiliate_code: 'zed', status: 'refunded' },
      ],
      5,
    );
    expect(rows).toEqual([
      { code: 'djkayla', members: 2, refunded: 1, commissionUsd: 10 },
      { code: 'lamar', members: 1, refunded: 0, commissionUsd: 5 },
      { code: 'zed', members: 0, refunded: 1, commissionUsd: 0 },
    ]);
  });

  it('is empty without affiliate sales', () => {
    expect(affiliateTotals([], 5)).toEqual([]);
  });
});
