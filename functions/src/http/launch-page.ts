import { db } from '../lib/admin';
import { DOCS } from '../shared/collections';
import type { PageData } from '../shared/certificates/page-data';
import { dayStart, nextDay, siteDay, type LaunchDates } from '../shared/launch/launch-phase';
import { launchDatesOf } from '../shared/launch/launch-settings';
import { readFoundingCap } from '../membership/spots-counter';
import { LASTING_CACHE_ON, memoryCache, sharedMaxAgeMs } from '../lib/memory-cache';

/** How long the CDN and each instance keep the saved dates and cap and a painted page: what changing them takes to show. */
const LAUNCH_CACHE_SECONDS = 300;

const datesCache = memoryCache<LaunchDates | null>({
  name: 'launch-dates',
  ttlMs: () => sharedMaxAgeMs(`s-maxage=${LAUNCH_CACHE_SECONDS}`),
  maxEntries: 1,
});

/** The owner's dates (launch_settings/default), or null while never saved: the page then speaks from the build's. */
export function readLaunchDates(): Promise<LaunchDates | null> {
  return datesCache.through('dates', async () => {
    const snap = await db.doc(DOCS.launchSettings).get();
    return launchDatesOf(snap.data(), null);
  })!;
}

const capCache = memoryCache<number>({
  name: 'founding-cap',
  ttlMs: () => sharedMaxAgeMs(`s-maxage=${LAUNCH_CACHE_SECONDS}`),
  maxEntries: 1,
});

/** The number of founding spots the owner set (100 until saved), which the pages' "first 100" says. */
export function readPageFoundingCap(): Promise<number> {
  return capCache.through('cap', readFoundingCap)!;
}

/** What a launch page is painted from: the saved dates, the Cleveland day it is painted for, and the cap. */
type PaintedData = Required<Pick<PageData, 'launch' | 'foundingCap'>>;

/**
 * A painted page depends only on its path, the dates, the cap and the day it is painted for (and the build), so it is
 * kept by those, on the emulators too: a crowd, or a test suite, pays one render per page and day.
 */
const pageCache = memoryCache<string>({ name: 'launch-pages', on: LASTING_CACHE_ON, ttlMs: () => 3_600_000, maxEntries: 32 });

/**
 * `path` painted for today in Cleveland with the saved dates and cap, and how long it may be cached: five minutes,
 * and never past the next midnight on Lake Erie, when a phase can turn.
 */
export async function launchPage(
  path: string,
  render: (path: string, data: PaintedData) => Promise<string>,
  now = new Date(),
): Promise<{ body: string; cacheControl: string }> {
  const [dates, foundingCap] = await Promise.all([readLaunchDates(), readPageFoundingCap()]);
  const day = siteDay(now);
  const key = `${path} ${day} ${foundingCap} ${JSON.stringify(dates)}`;
  const body = await pageCache.through(key, () => render(path, { launch: { dates, day }, foundingCap }))!;
  return { body, cacheControl: launchCacheControl(day, now) };
}

/** Five minutes, and never past the next midnight on Lake Erie (`day` is today there), when a phase can turn. */
export function launchCacheControl(day: string, now: Date): string {
  const untilMidnight = Math.floor((dayStart(nextDay(day)).getTime() - now.getTime()) / 1000);
  const seconds = Math.max(1, Math.min(LAUNCH_CACHE_SECONDS, untilMidnight));
  return `public, max-age=${Math.min(60, seconds)}, s-maxage=${seconds}`;
}
