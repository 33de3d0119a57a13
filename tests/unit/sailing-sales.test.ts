import { limitAgreement, limitSentence } from '@shared/sailings/gumroad-limit';
import { NO_AFFILIATE, sailingSales, seatSaleFactOf, ticketFactOf, type SeatSaleFact } from '@shared/sailings/sailing-sales';

const order = (fields: Partial<SeatSaleFact>): SeatSaleFact => ({
  status: 'ticketed',
  quantity: 2,
  affiliate_code: null,
  founder_certificate_id: null,
  ...fields,
});

describe("a sailing's sales", () => {
  const orders = [
    order({ quantity: 2, founder_certificate_id: 'ada-lovelace-ab12' }),
    order({ quantity: 4, affiliate_code: 'DOCKDJ' }),
    order({ quantity: 1, affiliate_code: 'DOCKDJ', founder_certificate_id: 'grace-hopper-cd34' }),
    order({ quantity: 3, affiliate_code: 'LAKEFM' }),
    order({ quantity: 1 }),
    order({ status: 'refunded', quantity: 2, affiliate_code: 'LAKEFM' }),
    order({ status: 'refunded', quantity: 1 }),
    order({ status: 'held', quantity: 2 }),
  ];
  // 11 seats sold: 8 boarded, 1 void ticket of a refund that had boarded nobody.
  const tickets = [
    ...Array.from({ length: 8 }, () => ({ status: 'valid' as const, checked_in: true })),
    ...Array.from({ length: 3 }, () => ({ status: 'valid' as const, checked_in: false })),
    { status: 'void' as const, checked_in: true },
  ];

  it('counts seats sold to founders and to the public, and by affiliate code, from the ticketed sales only', () => {
    const sales = sailingSales(orders, tickets, 40);
    expect([sales.seatsSold, sales.founderSeats, sales.publicSeats]).toEqual([11, 3, 8]);
    expect(sales.byAffiliate).toEqual([
      { code: 'DOCKDJ', seats: 5 },
      { code: 'LAKEFM', seats: 3 },
      { code: NO_AFFILIATE, seats: 3 },
    ]);
  });

  it('counts refunds and held sales apart, with their seats', () => {
    const sales = sailingSales(orders, tickets, 40);
    expect(sales.refunds).toEqual({ sales: 2, seats: 3 });
    expect(sales.held).toEqual({ sales: 1, seats: 2 });
  });

  it('counts the share checked in of valid tickets; a void ticket counts neither way', () => {
    const sales = sailingSales(orders, tickets, 40);
    expect([sales.checkedIn, sales.validTickets, sales.checkedInPercent]).toEqual([8, 11, 73]);
    expect(sailingSales([], [], 40).checkedInPercent).toBeNull();
  });

  it('says how many seats went past capacity', () => {
    expect(sailingSales(orders, tickets, 40).pastCapacity).toBe(0);
    expect(sailingSales(orders, tickets, 9).pastCapacity).toBe(2);
  });

  it('reads stored documents as either SDK hands them', () => {
    expect(seatSaleFactOf({ status: 'held', quantity: 3, affiliate_code: null, founder_certificate_id: 'x', ticket_ids: [] })).toEqual({
      status: 'held',
      quantity: 3,
      affiliate_code: null,
      founder_certificate_id: 'x',
    });
    expect(ticketFactOf({ status: 'valid', checked_in_at: { toDate: () => new Date() } })).toEqual({ status: 'valid', checked_in: true });
    expect(ticketFactOf({ status: 'void', checked_in_at: null })).toEqual({ status: 'void', checked_in: false });
  });
});

describe("Gumroad's quantity limit against the boat's capacity", () => {
  it('agrees only when they are equal', () => {
    expect(limitAgreement(40, 40)).toBe('agree');
    expect(limitAgreement(null, 40)).toBe('no-limit');
    expect(limitAgreement(50, 40)).toBe('above-capacity');
    expect(limitAgreement(30, 40)).toBe('below-capacity');
  });

  it('says so in one sentence the owner can act on', () => {
    expect(limitSentence(40, 40)).toBe('Gumroad sells at most 40; the boat carries 40: they agree.');
    expect(limitSentence(50, 40)).toMatch(/^Gumroad sells at most 50; the boat carries 40: they do not agree \(fix it in Gumroad/);
    expect(limitSentence(null, 1200)).toMatch(/^Gumroad has no quantity limit on this product; the boat carries 1,200: they do not agree/);
  });
});
