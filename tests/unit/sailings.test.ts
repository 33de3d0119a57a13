import { sealToken } from '../../functions/src/email/signed-token';
import { openPresaleToken, signPresaleToken } from '../../functions/src/sailings/presale-token';
import { mayBuySeat, sailingPhase, sailingSchema, type SailingClock } from '@shared/sailings/sailing';
import { COMEDY_NIGHT } from '../support/sailings';
import { sailingCalendar } from '../../functions/src/sailings/sailing-calendar';
import { sailingFromStored, sailingInputFrom, sailingRecordsFrom, type SailingRecord } from '@shared/sailings/sailing-record';

const errorsOf = (values: Record<string, unknown>): string[] => {
  try {
    sailingSchema.validateSync(values, { abortEarly: false });
    return [];
  } catch (err) {
    return (err as { errors: string[] }).errors;
  }
};

describe('a sailing as the owner enters it', () => {
  it('accepts a complete sailing and stores it as instants and cents, and edits back to the same values', () => {
    expect(errorsOf(COMEDY_NIGHT)).toEqual([]);
    const { sailing, product } = sailingRecordsFrom(sailingSchema.validateSync(COMEDY_NIGHT));
    expect(sailing.price_cents).toBe(3550);
    expect(sailing.boards_at.toISOString()).toBe('2027-07-17T23:00:00.000Z');
    expect(product).toEqual({ gumroad_permalink: 'comedy-night-july' });
    const stored = { ...sailing, seats_sold: 0, interruption: null } satisfies SailingRecord;
    expect(sailingInputFrom(stored, product)).toEqual(COMEDY_NIGHT);
  });

  it('names each mistake in words the owner can act on', () => {
    expect(
      errorsOf({
        ...COMEDY_NIGHT,
        slug: 'Comedy Night!',
        returnsAt: '2027-07-17T18:00',
        dockMapUrl: 'javascript:alert(1)',
        capacity: 0,
        priceDollars: 35.555,
        publicSaleOpensAt: '2027-04-01T10:00',
        gumroadPermalink: 'https://gumroad.com/l/x',
      }),
    ).toEqual(
      expect.arrayContaining([
        'Use lowercase letters, numbers and single hyphens in the address, like comedy-night-july',
        'The boat returns after it boards, the same night',
        'The map link must start with https://',
        'Capacity is between 1 and 600',
        'Enter the price in dollars and cents, like 35 or 35.50',
        "The founders' presale opens before the public sale",
        "Enter the product's permalink: the part after /l/ in its Gumroad address",
      ]),
    );
    expect(errorsOf({ ...COMEDY_NIGHT, boardsAt: '' })).toContain('Enter the boarding time');
  });
});

describe('where a sailing is in its life', () => {
  const clock: SailingClock = {
    published: true,
    presaleOpensAt: new Date('2027-05-01T14:00:00Z'),
    publicSaleOpensAt: new Date('2027-05-08T14:00:00Z'),
    boardsAt: new Date('2027-07-17T23:00:00Z'),
    capacity: 120,
    seatsSold: 0,
  };
  const at = (iso: string, change: Partial<SailingClock> = {}) => sailingPhase({ ...clock, ...change }, new Date(iso));

  it('follows the clock from announced through the presale and the public sale to sailed', () => {
    expect(at('2027-04-30T00:00:00Z', { published: false })).toBe('draft');
    expect(at('2027-04-30T00:00:00Z')).toBe('announced');
    expect(at('2027-05-01T14:00:00Z')).toBe('founders_presale');
    expect(at('2027-05-08T14:00:00Z')).toBe('public_sale');
    expect(at('2027-06-01T00:00:00Z', { seatsSold: 120 })).toBe('sold_out');
    expect(at('2027-07-17T23:00:00Z')).toBe('sailed');
    expect(at('2027-06-01T00:00:00Z', { interruption: { kind: 'postponed', reason: 'Storm' } })).toBe('postponed');
  });

  it('lets only founders buy in the presale, anyone in the public sale, and no one otherwise', () => {
    expect(mayBuySeat('founders_presale', { founder: true })).toBe(true);
    expect(mayBuySeat('founders_presale', { founder: false })).toBe(false);
    expect(mayBuySeat('public_sale', { founder: false })).toBe(true);
    for (const phase of ['announced', 'sold_out', 'sailed', 'canceled'] as const) expect(mayBuySeat(phase, { founder: true })).toBe(false);
  });
});

describe("a founder's presale token", () => {
  const KEY = 'k'.repeat(32);
  const claim = { slug: 'comedy-night-july', uid: 'uid-1', certificateId: 'ada-lovelace-ab12' };

  it('opens to the claim it was sealed with, and to nothing when changed, cut or made for another purpose', () => {
    const token = signPresaleToken(claim, KEY);
    expect(openPresaleToken(token, KEY)).toEqual(claim);
    expect(token).not.toContain('ada');
    const flipped = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
    expect(openPresaleToken(flipped, KEY)).toBeNull();
    expect(openPresaleToken(token.slice(0, -4), KEY)).toBeNull();
    expect(openPresaleToken(token, 'x'.repeat(32))).toBeNull();
    expect(openPresaleToken(sealToken('signup-confirm:v2:', 'comedy-night-july\nuid-1\nada', KEY), KEY)).toBeNull();
  });
});

describe("a sailing's calendar file", () => {
  const stored = (): SailingRecord => ({
    ...sailingRecordsFrom(sailingSchema.validateSync(COMEDY_NIGHT)).sailing,
    seats_sold: 0,
    interruption: null,
  });

  it('books the boarding-to-return hours in UTC at the dock, linking back to the page', () => {
    const ics = sailingCalendar(stored(), 'https://clevelandfloaters.com/sailings/comedy-night');
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('BEGIN:VEVENT');
    expect(unfolded).toContain('DTSTART:20270717T230000Z');
    expect(unfolded).toMatch(/LOCATION:[^\r\n]*\\,/);
    expect(unfolded).toContain('URL:https://clevelandfloaters.com/sailings/comedy-night');
    expect(unfolded).toContain('STATUS:CONFIRMED');
    expect(unfolded).toContain('UID:sailing-comedy-night-july@clevelandfloaters.com');
  });

  it('keeps a canceled sailing in the calendar, crossed out', () => {
    const ics = sailingCalendar({ ...stored(), interruption: { kind: 'canceled', reason: 'Storm' } }, 'https://x.test/s');
    expect(ics).toContain('STATUS:CANCELLED');
  });

  it('reads a stored document whose instants are Timestamps', () => {
    const record = stored();
    const asTimestamp = (d: Date) => ({ toDate: () => d });
    const { seats_sold: _unset, ...unsold } = record;
    const data = {
      ...unsold,
      boards_at: asTimestamp(record.boards_at),
      returns_at: asTimestamp(record.returns_at),
      presale_opens_at: asTimestamp(record.presale_opens_at),
      public_sale_opens_at: asTimestamp(record.public_sale_opens_at),
    };
    expect(sailingFromStored(data)).toEqual({ ...record, seats_sold: 0 });
  });
});
