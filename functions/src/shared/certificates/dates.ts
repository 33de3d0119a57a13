/**
 * Certificate dates are calendar days stored as 'YYYY-MM-DD' strings. They are
 * formatted by splitting the string, never through Date, so that no time zone
 * can move a certificate to the day before.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Year, month (1-12) and day of a real calendar date, or null for anything else ('2025-02-30' included). */
export function parseIsoDate(iso: string): { year: number; month: number; day: number } | null {
  const m = ISO_DATE.exec(iso);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * The latest calendar date that is "today" anywhere on Earth (UTC+14). The
 * server uses it as the upper bound so that a member whose local date is
 * already tomorrow in UTC terms is not refused a date their form allowed.
 */
export function latestTodayIso(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Wall of Fame style: '03/05/25'. */
export function formatShortDate(iso: string): string {
  const d = parseIsoDate(iso);
  if (!d) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.month)}/${pad(d.day)}/${pad(d.year % 100)}`;
}

/** Certificate style: 'March 5, 2025'. */
export function formatLongDate(iso: string): string {
  const d = parseIsoDate(iso);
  if (!d) return iso;
  return `${MONTHS[d.month - 1]} ${d.day}, ${d.year}`;
}
