import { sailingPhase, type SailingClock } from '@shared/sailings/sailing';
import { seatSaleDecision, type SeatSaleFacts } from '@shared/sailings/seat-sale';
import { OFFER_CLOSES_BEFORE_BOARDING_MS, offerExpiry, offerOpen, seatsToOffer } from '@shared/sailings/waitlist';
import {
  openOfferToken,
  openWaitlistConfirmToken,
  signOfferToken,
  signWaitlistConfirmToken,
} from '../../functions/src/sailings/waitlist-tokens';
import { signPresaleToken } from '../../functions/src/sailings/presale-token';

const HOUR = 3_600_000;
const now = new Date('2027-07-10T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe("a waitlist offer's time", () => {
  it('runs 24 hours when boarding is days away', () => {
    expect(offerExpiry(now, later(10 * 24 * HOUR))).toEqual(later(24 * HOUR));
  });

  it('ends two hours before boarding when boarding comes sooner, never after it', () => {
    const boards = later(10 * HOUR);
    expect(offerExpiry(now, boards)).toEqual(later(8 * HOUR));
    expect(offerExpiry(now, boards)!.getTime()).toBeLessThanOrEqual(boards.getTime() - OFFER_CLOSES_BEFORE_BOARDING_MS);
  });

  it('is not offered at all within three hours of boarding, nor after it', () => {
    expect(offerExpiry(now, later(3 * HOUR + 60_000))).not.toBeNull();
    expect(offerExpiry(now, later(3 * HOUR - 60_000))).toBeNull();
    expect(offerExpiry(now, later(-HOUR))).toBeNull();
  });

  it('buys a seat until its end, and not from its end on', () => {
    expect(offerOpen(later(1), now)).toBe(true);
    expect(offerOpen(now, now)).toBe(false);
  });
});

describe('the seats a waitlist reserves', () => {
  const clock: SailingClock = {
    published: true,
    presaleOpensAt: later(-20 * 24 * HOUR),
    publicSaleOpensAt: later(-10 * 24 * HOUR),
    boardsAt: later(10 * 24 * HOUR),
    capacity: 10,
    seatsSold: 9,
  };

  it('keeps the sailing sold out to the public while a freed seat is offered', () => {
    expect(sailingPhase(clock, now)).toBe('public_sale');
    expect(sailingPhase({ ...clock, seatsOffered: 1 }, now)).toBe('sold_out');
  });

  it('offers only seats neither sold nor already offered, one per person waiting', () => {
    expect(seatsToOffer({ capacity: 10, seatsSold: 7, seatsOffered: 1 }, 5)).toBe(2);
    expect(seatsToOffer({ capacity: 10, seatsSold: 7, seatsOffered: 1 }, 1)).toBe(1);
    expect(seatsToOffer({ capacity: 10, seatsSold: 10, seatsOffered: 0 }, 5)).toBe(0);
    expect(seatsToOffer({ capacity: 10, seatsSold: 11, seatsOffered: 0 }, 5)).toBe(0);
  });
});

describe('a sale through a waitlist offer', () => {
  const facts = (f: Partial<SeatSaleFacts>): SeatSaleFacts => ({
    phase: 'sold_out',
    quantity: 1,
    seatsSold: 9,
    capacity: 10,
    founderSeatLimit: 4,
    founderCheck: 'none',
    founderSeatsBefore: 0,
    offerCheck: 'none',
    seatsOffered: 1,
    ...f,
  });

  it('is ticketed into the seat its offer reserved, not as oversold', () => {
    expect(seatSaleDecision(facts({ offerCheck: 'valid' }))).toEqual({ kind: 'ticket', founder: false, oversold: false });
  });

  it("is ticketed in the founders' presale too: the seat was offered to them", () => {
    expect(seatSaleDecision(facts({ phase: 'founders_presale', offerCheck: 'valid' }))).toMatchObject({ kind: 'ticket' });
  });

  it('is held once the offer ran out, was used, or is not one of ours, while the sailing is sold out', () => {
    expect(seatSaleDecision(facts({ offerCheck: 'closed' }))).toEqual({ kind: 'hold', reason: 'offer-closed' });
    expect(seatSaleDecision(facts({ offerCheck: 'forged' }))).toEqual({ kind: 'hold', reason: 'forged-offer-token' });
    expect(seatSaleDecision(facts({ offerCheck: 'other-sailing' }))).toEqual({ kind: 'hold', reason: 'offer-for-another-sailing' });
  });

  it('is an ordinary sale when seats are on sale to everyone anyway', () => {
    expect(seatSaleDecision(facts({ phase: 'public_sale', seatsSold: 5, seatsOffered: 0, offerCheck: 'closed' }))).toMatchObject({
      kind: 'ticket',
      oversold: false,
    });
  });

  it('is never ticketed after boarding or on a canceled sailing, however valid', () => {
    expect(seatSaleDecision(facts({ phase: 'sailed', offerCheck: 'valid' }))).toEqual({ kind: 'hold', reason: 'after-boarding' });
    expect(seatSaleDecision(facts({ phase: 'canceled', offerCheck: 'valid' }))).toEqual({ kind: 'hold', reason: 'interrupted' });
  });

  it("counts a stranger's sale into a reserved seat as oversold, so the owner hears of it", () => {
    expect(seatSaleDecision(facts({ offerCheck: 'none' }))).toEqual({ kind: 'ticket', founder: false, oversold: true });
  });
});

describe("the waitlist's links", () => {
  const KEY = 'test-signing-key';
  it('confirm only their own entry while fresh, and are no other kind of token', () => {
    const token = signWaitlistConfirmToken({ entryId: 'comedy-night-july~ada@example.com', expiresAtMs: now.getTime() + HOUR }, KEY);
    expect(openWaitlistConfirmToken(token, now.getTime(), KEY)).toEqual({ ok: true, entryId: 'comedy-night-july~ada@example.com' });
    expect(openWaitlistConfirmToken(token, now.getTime() + HOUR, KEY)).toEqual({ ok: false, reason: 'expired' });
    expect(openWaitlistConfirmToken(token.slice(0, -2) + 'AA', now.getTime(), KEY)).toEqual({ ok: false, reason: 'forged' });
    expect(openOfferToken(token, KEY)).toBeNull();
    // The address is sealed, not readable in the link.
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('ada@');
  });

  it("an offer's token names its entry and offer, and a founder's token never opens as one", () => {
    const offer = { entryId: 'comedy-night-july~ada@example.com', nonce: 'n1' };
    expect(openOfferToken(signOfferToken(offer, KEY), KEY)).toEqual(offer);
    expect(openOfferToken(signPresaleToken({ slug: 'comedy-night-july', uid: 'u', certificateId: 'c' }, KEY), KEY)).toBeNull();
  });
});
