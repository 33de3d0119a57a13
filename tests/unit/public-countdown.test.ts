import { timeLeft } from '../../web/src/lib/time-left';

const LAUNCH = new Date(2026, 4, 15, 0, 0, 0);
const before = (ms: number) => new Date(LAUNCH.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('countdown to the launch', () => {
  it('splits the time left into days, hours and minutes', () => {
    expect(timeLeft(LAUNCH, before(3 * DAY + 4 * HOUR + 5 * MINUTE))).toEqual({ days: 3, hours: 4, minutes: 5 });
  });

  it('rounds a part minute up, so the last seconds still read one minute', () => {
    expect(timeLeft(LAUNCH, before(30_000))).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(timeLeft(LAUNCH, before(DAY - 1))).toEqual({ days: 1, hours: 0, minutes: 0 });
  });

  it('is null (launched) at the moment itself and afterwards, never zero or negative', () => {
    expect(timeLeft(LAUNCH, LAUNCH)).toBeNull();
    expect(timeLeft(LAUNCH, new Date(2026, 10, 22))).toBeNull();
  });
});
