/**
 * Dates the copy depends on (the launch, the careers deadline) are entered as
 * calendar days, `YYYY-MM-DD`, and read in the visitor's own time zone, as the
 * spec's countdown asks: the launch starts at local midnight, a deadline lasts
 * until the end of its day. The web build and the deploy preflight read them here.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseLocalDay(text: string, end: 'start' | 'end' = 'start'): Date | null {
  const m = DAY.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const date = end === 'start' ? new Date(year, month, day) : new Date(year, month, day, 23, 59, 59);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}
