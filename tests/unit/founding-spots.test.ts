import {
  FOUNDING_SPOTS_DEFAULT,
  foundingSpots,
  foundingSpotsCap,
  holdsSpot,
  oversoldBy,
  parseFoundingSpots,
  soldOut,
  spotsDelta,
  spotsRecount,
} from '@shared/membership/founding-spots';

describe('which sales hold a founding spot', () => {
  it('a completed sale holds one; a refunded one, or one not seen yet, holds none', () => {
    expect(holdsSpot('completed')).toBe(true);
    expect(holdsSpot('refunded')).toBe(false);
    expect(holdsSpot(undefined)).toBe(false);
    expect(holdsSpot(null)).toBe(false);
  });

  it.each([
    ['a new sale', null, 'completed', 1],
    ['a refund of a completed sale', 'completed', 'refunded', -1],
    ['a refund that arrives before its sale', null, 'refunded', 0],
    ['a retried sale ping', 'completed', 'completed', 0],
    ['a retried refund', 'refunded', 'refunded', 0],
  ])('%s (%s → %s) moves the count by %d', (_, before, after, delta) => {
    expect(spotsDelta(before, after)).toBe(delta);
  });
});

describe('spots left and oversold', () => {
  it('counts down to zero and no further, and says by how much the cap was passed', () => {
    expect(foundingSpots(100, 37)).toEqual({ cap: 100, taken: 37, left: 63 });
    expect(soldOut(foundingSpots(100, 99))).toBe(false);
    expect(soldOut(foundingSpots(100, 100))).toBe(true);
    const oversold = foundingSpots(5, 20);
    expect(oversold).toEqual({ cap: 5, taken: 20, left: 0 });
    expect(oversoldBy(oversold)).toBe(15);
    expect(oversoldBy(foundingSpots(100, 100))).toBe(0);
    expect(oversoldBy(foundingSpots(100, 3))).toBe(0);
  });

  it('reads a missing or broken counter as nothing taken', () => {
    expect(foundingSpots(100, undefined)).toEqual({ cap: 100, taken: 0, left: 100 });
    expect(foundingSpots(100, -2).taken).toBe(0);
    expect(foundingSpots(100, 'lots').taken).toBe(0);
  });

  it('uses the default cap until the owner saves one, and a cap of 0 sells out at once', () => {
    expect(foundingSpotsCap(undefined)).toBe(FOUNDING_SPOTS_DEFAULT);
    expect(foundingSpotsCap('150')).toBe(FOUNDING_SPOTS_DEFAULT);
    expect(foundingSpotsCap(1.5)).toBe(FOUNDING_SPOTS_DEFAULT);
    expect(foundingSpotsCap(150)).toBe(150);
    expect(soldOut(foundingSpots(foundingSpotsCap(0), 0))).toBe(true);
  });
});

describe('what a page makes of /api/spots', () => {
  it('recomputes what is left from the cap and the count, and ignores anything else', () => {
    expect(parseFoundingSpots({ cap: 100, taken: 40, left: 99 })).toEqual({ cap: 100, taken: 40, left: 60 });
    expect(parseFoundingSpots({ error: 'unavailable' })).toBeNull();
    expect(parseFoundingSpots({ cap: '100', taken: 4 })).toBeNull();
    expect(parseFoundingSpots(null)).toBeNull();
    expect(parseFoundingSpots('100')).toBeNull();
  });
});

describe('the recount', () => {
  it.each([
    ['a missing counter', undefined, 7, { before: null, after: 7, changed: true }],
    ['a drifted counter', 57, 7, { before: 57, after: 7, changed: true }],
    ['an unreadable counter', 'lots', 0, { before: null, after: 0, changed: true }],
    ['a right counter', 7, 7, { before: 7, after: 7, changed: false }],
  ])('%s becomes the count of completed sales', (_, stored, counted, result) => {
    expect(spotsRecount(stored, counted)).toEqual(result);
  });
});
