/**
 * Times of day on the boat are Cleveland's (America/New_York), entered and shown with the zone named
 * (decisions.md section 9), whatever zone the owner's laptop or the server is in. A wall-clock time
 * converts to an instant by trying the zone's offset at the guess, which is exact across both DST changes.
 */
export const CLEVELAND_ZONE = 'America/New_York';

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Made on first use: a format's first construction is slow on a phone, and public pages import this module. */
let partsFormat: Intl.DateTimeFormat | undefined;
const partsFormatOptions: Intl.DateTimeFormatOptions = {
  timeZone: CLEVELAND_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

export interface ClevelandWallTime {
  /** `YYYY-MM-DD` */
  day: string;
  /** `HH:mm`, 24-hour */
  time: string;
  /** "EST" or "EDT", as the clock on the dock reads at that instant */
  zone: string;
}

export function clevelandWallTime(instant: Date): ClevelandWallTime {
  partsFormat ??= new Intl.DateTimeFormat('en-US', partsFormatOptions);
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, zone: parts.timeZoneName };
}

/**
 * The instant Cleveland's clocks read `YYYY-MM-DDTHH:mm`, or null for text that is not such a time. A time skipped
 * by the spring change (02:30) reads as the hour after; one repeated in the fall (01:30) as its first occurrence.
 */
export function clevelandInstant(wallTime: string): Date | null {
  const m = WALL_TIME.exec(wallTime);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  const [daylight, standard] = [4, 5].map((hours) => new Date(asUtc + hours * 3_600_000));
  const reads = (instant: Date) => clevelandInputValue(instant) === wallTime;
  if (reads(daylight)) return daylight;
  return standard;
}

/** `2026-07-18T19:30`, the value an `<input type="datetime-local">` takes, for this instant in Cleveland. */
export function clevelandInputValue(instant: Date): string {
  const { day, time } = clevelandWallTime(instant);
  return `${day}T${time}`;
}

let readableFormat: Intl.DateTimeFormat | undefined;
const readableFormatOptions: Intl.DateTimeFormatOptions = {
  timeZone: CLEVELAND_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** "Sat, Jul 17, 2027, 7:00 PM EDT": an instant as Cleveland's clocks read it, with the zone named. */
export function formatClevelandTime(instant: Date): string {
  readableFormat ??= new Intl.DateTimeFormat('en-US', readableFormatOptions);
  return readableFormat.format(instant);
}
