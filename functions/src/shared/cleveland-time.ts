/**
 * Times of day the admin enters and reads are Cleveland's (decisions: "Times of day are Cleveland's"), whatever
 * zone the admin's computer is in; what is stored is the absolute instant (epoch milliseconds). A datetime-local
 * field's text ("2026-12-04T09:00") is read as a Cleveland wall-clock time here, and an instant written back as one.
 */
export const CLEVELAND_ZONE = 'America/New_York';

/** Made on first use: public pages import this module (through the launch phase), and a first format is slow on a phone. */
let formats: { parts: Intl.DateTimeFormat; zoneName: Intl.DateTimeFormat; readable: Intl.DateTimeFormat } | undefined;
const clevelandFormats = () =>
  (formats ??= {
    parts: new Intl.DateTimeFormat('en-US', {
      timeZone: CLEVELAND_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
    zoneName: new Intl.DateTimeFormat('en-US', { timeZone: CLEVELAND_ZONE, timeZoneName: 'short' }),
    readable: new Intl.DateTimeFormat('en-US', {
      timeZone: CLEVELAND_ZONE,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
  });

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const MINUTE_MS = 60_000;

/** Cleveland's wall clock at `instant`, as the UTC instant with the same digits. */
function wallClockAsUtc(instant: number): number {
  const p = Object.fromEntries(
    clevelandFormats()
      .parts.formatToParts(instant)
      .map((x) => [x.type, Number(x.value)]),
  );
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

/** How far Cleveland is from UTC at `instant`, in milliseconds (-5 h in winter, -4 h in summer). */
const offsetAt = (instant: number) => wallClockAsUtc(instant) - Math.floor(instant / 1000) * 1000;

/**
 * The instant a Cleveland wall-clock time ("YYYY-MM-DDTHH:mm") names; null for text that is not one. A time the
 * spring change skips (2:30 on its night) is taken an hour later, as a clock set forward reads it; a time the fall
 * change repeats (1:30 on its night) is the first of the two, while daylight time still holds.
 */
export function clevelandInputToInstant(text: string): number | null {
  const m = LOCAL_INPUT.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The two offsets that can hold around that day, earlier (daylight) first; the first that reads back right wins.
  const offsets = [...new Set([offsetAt(asUtc - 12 * 60 * MINUTE_MS), offsetAt(asUtc + 12 * 60 * MINUTE_MS)])].sort((a, b) => b - a);
  for (const offset of offsets) {
    const instant = asUtc - offset;
    if (wallClockAsUtc(instant) === asUtc) return instant;
  }
  // Skipped by the spring change: the clock read with the offset before it.
  return asUtc - Math.min(...offsets);
}

/** The Cleveland wall-clock time at `instant`, as a datetime-local field takes it ("2026-12-04T09:00"). */
export function instantToClevelandInput(instant: number): string {
  return new Date(wallClockAsUtc(instant)).toISOString().slice(0, 16);
}

/** The zone's name as the screen shows it at `instant`: "Cleveland time (EST)" in winter, "(EDT)" in summer. */
export function clevelandZoneLabel(instant: number): string {
  const short =
    clevelandFormats()
      .zoneName.formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? 'ET';
  return `Cleveland time (${short})`;
}

/** An instant as Cleveland reads it, with the zone: "Dec 4, 2026, 9:00 AM Cleveland time (EST)". */
export function formatClevelandTime(instant: number): string {
  return `${clevelandFormats().readable.format(instant)} ${clevelandZoneLabel(instant)}`;
}
