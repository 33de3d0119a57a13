import { db } from '../lib/admin';
import { DOCS } from '../shared/collections';
import { dayStart, nextDay, siteDay, type LaunchDates } from '../shared/launch/launch-phase';
import { launchDatesOf } from '../shared/launch/launch-settings';
import { LASTING_CACHE_ON, memoryCache, sharedMaxAgeMs } from '../lib/memory-cache';

/** How long the CDN and each instance keep the saved dates and a painted page: what changing the dates takes to show. */
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

/**
 * A painted page depends only on its path, the dates and the day it is painted for (and the build), so it is kept
 * by those, on the emulators too: a crowd, or a test suite, pays one render per page and day.
 */
const pageCache = memoryCache<string>({ name: 'launch-pages', on: LASTING_CACHE_ON, ttlMs: () => 3_600_000, maxEntries: 32 });

/**
 * `path` painted for today in Cleveland with the saved dates, and how long it may be cached: five minutes, and
 * never past the next midnight on Lake Erie, when a phase can turn.
 */
export async function launchPage(
  path: string,
  render: (path: string, launch: { dates: LaunchDates | null; day: string }) => Promise<string>,
  now = new Date(),
): Promise<{ body: string; cacheControl: string }> {
  const dates = await readLaunchDates();
  const day = siteDay(now);
  const body = await pageCache.through(`${path} ${day} ${JSON.stringify(dates)}`, () => render(path, { dates, day }))!;
  const untilMidnight = Math.floor((dayStart(nextDay(day)).getTime() - now.getTime()) / 1000);
  const seconds = Math.max(1, Math.min(LAUNCH_CACHE_SECONDS, untilMidnight));
  return { body, cacheControl: `public, max-age=${Math.min(60, seconds)}, s-maxage=${seconds}` };
}
