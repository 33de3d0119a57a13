import {
  dayStart,
  defaultLaunchDates,
  firstSailingMoment,
  launchPhase,
  phaseOnDay,
  siteDay,
} from '../../functions/src/shared/launch/launch-phase';
import { launchDatesOf, launchSettingsSchema } from '../../functions/src/shared/launch/launch-settings';

const DATES = { first_sailing: '2026-05-15', season_start: '2026-05-15', season_end: '2026-10-31' };

describe('the launch phase', () => {
  it.each([
    ['2026-05-14', 'before-first-sailing'],
    ['2026-05-15', 'in-season'],
    ['2026-10-31', 'in-season'],
    ['2026-11-01', 'between-seasons'],
    ['2027-03-01', 'between-seasons'],
  ])('on %s is %s', (day, phase) => {
    expect(phaseOnDay(DATES, day)).toBe(phase);
  });

  it("follows next season's dates once the owner sets them, and the first sailing still comes first", () => {
    const next = { ...DATES, season_start: '2027-05-14', season_end: '2027-10-30' };
    expect(phaseOnDay(next, '2026-12-01')).toBe('between-seasons');
    expect(phaseOnDay(next, '2027-05-14')).toBe('in-season');
    expect(phaseOnDay({ ...next, first_sailing: '2027-06-01' }, '2027-05-20')).toBe('before-first-sailing');
  });

  it("turns at midnight in Cleveland, not in UTC or the server's zone", () => {
    // 03:59 UTC on May 15 is 23:59 on May 14 in Cleveland (daylight time, UTC-4).
    expect(launchPhase(DATES, new Date('2026-05-15T03:59:00Z'))).toBe('before-first-sailing');
    expect(launchPhase(DATES, new Date('2026-05-15T04:00:00Z'))).toBe('in-season');
    expect(firstSailingMoment(DATES).toISOString()).toBe('2026-05-15T04:00:00.000Z');
    // Standard time (UTC-5) in winter.
    expect(dayStart('2026-12-01').toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(siteDay(new Date('2026-11-01T04:30:00Z'))).toBe('2026-11-01');
  });

  it("starts from the build's launch day until the owner saves dates, and never from a broken document", () => {
    expect(defaultLaunchDates('2027-05-14')).toEqual({ first_sailing: '2027-05-14', season_start: '2027-05-14', season_end: '2027-10-31' });
    expect(launchDatesOf(undefined, null)).toBeNull();
    expect(launchDatesOf({ ...DATES, season_end: '2026-05-01' }, null)).toBeNull();
    expect(launchDatesOf({ ...DATES, updated_at: 'x' }, null)).toEqual(DATES);
  });

  it('refuses a season that ends before it starts, and a day that is not a day', () => {
    expect(launchSettingsSchema.isValidSync(DATES)).toBe(true);
    expect(launchSettingsSchema.isValidSync({ ...DATES, season_end: '2026-05-14' })).toBe(false);
    expect(launchSettingsSchema.isValidSync({ ...DATES, first_sailing: '2026-02-30' })).toBe(false);
  });
});
