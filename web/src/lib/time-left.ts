export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

const MINUTE = 60_000;

/**
 * Whole days, hours and minutes from `now` until `target`, or null once the
 * moment has come: a countdown never shows zero or negative numbers. Minutes
 * round up, so "0 days 0 hours 1 minute" is shown until the very last second.
 */
export function timeLeft(target: Date, now: Date): TimeLeft | null {
  const ms = target.getTime() - now.getTime();
  if (ms <= 0) return null;
  const totalMinutes = Math.ceil(ms / MINUTE);
  return {
    days: Math.floor(totalMinutes / (24 * 60)),
    hours: Math.floor(totalMinutes / 60) % 24,
    minutes: totalMinutes % 60,
  };
}
