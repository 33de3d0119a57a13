import { CLEVELAND_ZONE } from '../cleveland-time';
import { DEMO_SITE } from '../demo-site';

/**
 * Where the venture is in its year (before the first sailing, in season, between seasons), from three days the owner
 * sets on /admin/launch/settings. Everything that speaks of the launch asks here, so nothing disagrees. Days are
 * Cleveland's (CLEVELAND_ZONE), on server and browser alike.
 */

export const LAUNCH_PHASES = ['before-first-sailing', 'in-season', 'between-seasons'] as const;
export type LaunchPhase = (typeof LAUNCH_PHASES)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD (not "2026-02-30"). */
export const isRealDay = (text: string | undefined): text is string => {
  if (!text || !DAY.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** The owner's three days (launch_settings/default), each YYYY-MM-DD in Cleveland; launch-settings.ts validates them. */
export interface LaunchDates {
  first_sailing: string;
  season_start: string;
  season_end: string;
}

/**
 * Until the owner saves the dates: the build's launch day (VITE_LAUNCH_DATE,
 * else the demo's) as first sailing and season start, and the season the sell
 * sheet sells (May to October) as its end.
 */
export function defaultLaunchDates(firstSailing: string = DEMO_SITE.launchDate): LaunchDates {
  const first = isRealDay(firstSailing) ? firstSailing : DEMO_SITE.launchDate;
  return { first_sailing: first, season_start: first, season_end: `${first.slice(0, 4)}-10-31` };
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CLEVELAND_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) it is in Cleveland at `now`. */
export const siteDay = (now: Date): string => dayFormat.format(now);

/** The phase on a Cleveland calendar day: also what a certificate issued that day says of its holder. */
export function phaseOnDay(dates: LaunchDates, day: string): LaunchPhase {
  if (day < dates.first_sailing) return 'before-first-sailing';
  return day >= dates.season_start && day <= dates.season_end ? 'in-season' : 'between-seasons';
}

export const launchPhase = (dates: LaunchDates, now: Date): LaunchPhase => phaseOnDay(dates, siteDay(now));

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CLEVELAND_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far Cleveland's wall clock is ahead of UTC at `at` (negative: behind), in ms. */
function zoneOffsetMs(at: number): number {
  const p = Object.fromEntries(partsFormat.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - Math.floor(at / 1000) * 1000;
}

/** The moment a Cleveland calendar day begins (its midnight on Lake Erie). */
export function dayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  // Twice: the offset at the first guess can differ from the one at midnight on a daylight-saving day.
  return new Date(wall - zoneOffsetMs(wall - zoneOffsetMs(wall)));
}

/** The Cleveland day after `day`. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The first sailing's moment: what the home page's countdown counts down to. */
export const firstSailingMoment = (dates: LaunchDates): Date => dayStart(dates.first_sailing);

/** A day as the copy writes it: "May 15, 2026". */
export function longDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
}

/** A day as a season's span writes it: "May 15". */
export function shortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' });
}

/** Whether the season the dates name is still to come on `day` (between seasons: the owner has set next year's dates). */
export const nextSeasonSet = (dates: LaunchDates, day: string): boolean => dates.season_start > day;

/**
 * The pages whose words change with the phase: `pages` paints them per request with the saved dates
 * (http/launch-page.ts), so a phase turns with no deploy and no stale build guess; they are not prerendered.
 */
export const LAUNCH_PAGE_ROUTES: readonly string[] = ['/', '/booking-now', '/become-a-floater', '/team', '/newsletter'];
