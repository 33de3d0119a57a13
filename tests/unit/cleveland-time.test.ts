import { clevelandInputToInstant, clevelandZoneLabel, formatClevelandTime, instantToClevelandInput } from '@shared/cleveland-time';

const utc = (iso: string) => Date.parse(iso);

describe('Cleveland time for scheduled broadcasts', () => {
  it('reads a winter time as EST (UTC-5) and a summer time as EDT (UTC-4)', () => {
    expect(clevelandInputToInstant('2026-12-04T09:00')).toBe(utc('2026-12-04T14:00:00Z'));
    expect(clevelandInputToInstant('2026-07-04T21:30')).toBe(utc('2026-07-05T01:30:00Z'));
  });

  it('names the zone in force at that time', () => {
    expect(clevelandZoneLabel(utc('2026-12-04T14:00:00Z'))).toBe('Cleveland time (EST)');
    expect(clevelandZoneLabel(utc('2026-07-05T01:30:00Z'))).toBe('Cleveland time (EDT)');
    expect(formatClevelandTime(utc('2026-12-04T14:00:00Z'))).toBe('Dec 4, 2026, 9:00 AM Cleveland time (EST)');
  });

  it('writes an instant back as the Cleveland time it was entered as, on both sides of each change', () => {
    for (const text of [
      '2026-03-07T23:59',
      '2026-03-08T01:59',
      '2026-03-08T03:00',
      '2026-11-01T00:30',
      '2026-11-01T03:00',
      '2027-01-01T00:00',
    ]) {
      expect(instantToClevelandInput(clevelandInputToInstant(text)!)).toBe(text);
    }
  });

  it('takes the hour the spring change skips as an hour later', () => {
    // 2026-03-08: at 2:00 EST clocks go to 3:00 EDT.
    expect(clevelandInputToInstant('2026-03-08T01:30')).toBe(utc('2026-03-08T06:30:00Z'));
    expect(clevelandInputToInstant('2026-03-08T02:30')).toBe(utc('2026-03-08T07:30:00Z'));
    expect(instantToClevelandInput(utc('2026-03-08T07:30:00Z'))).toBe('2026-03-08T03:30');
    expect(clevelandInputToInstant('2026-03-08T03:30')).toBe(utc('2026-03-08T07:30:00Z'));
  });

  it('takes the hour the fall change repeats as the first, still daylight time', () => {
    // 2026-11-01: at 2:00 EDT clocks go back to 1:00 EST, so 1:30 happens twice.
    expect(clevelandInputToInstant('2026-11-01T01:30')).toBe(utc('2026-11-01T05:30:00Z'));
    expect(clevelandZoneLabel(utc('2026-11-01T05:30:00Z'))).toBe('Cleveland time (EDT)');
    expect(clevelandZoneLabel(utc('2026-11-01T06:30:00Z'))).toBe('Cleveland time (EST)');
    expect(instantToClevelandInput(utc('2026-11-01T06:30:00Z'))).toBe('2026-11-01T01:30');
    expect(clevelandInputToInstant('2026-11-01T02:30')).toBe(utc('2026-11-01T07:30:00Z'));
  });

  it('refuses text that is no date and time', () => {
    for (const text of ['', '2026-02-30T09:00', '2026-12-04 09:00', '2026-12-04T24:00', 'tomorrow']) {
      expect(clevelandInputToInstant(text)).toBeNull();
    }
  });
});
