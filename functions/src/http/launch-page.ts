import { db } from '../lib/admin';
import { DOCS } from '../shared/collections';
import type { PageData } from '../shared/pages/page-data';
import { dayStart, nextDay, siteDay, type LaunchDates } from '../shared/launch/launch-phase';
import { launchDatesOf } from '../shared/launch/launch-settings';
import { readFoundingCap } from '../membership/spots-counter';
import { LASTING_CACHE_ON, memoryCache, sharedMaxAgeMs } from '../lib/memory-cache';
import { readSitePhotos } from '../pictures/site-photo-store';
import type { SitePhotos } from '../shared/pictures/site-photos';
import { crewSettingsFrom, publishedCrew, type PublishedCrew } from '../shared/crew/crew';
import { PUBLIC_ROUTES } from '../shared/paths';

/** How long each instance keeps the saved dates and cap: what changing them takes to show, with PAGE_CACHE_SECONDS. */
const LAUNCH_CACHE_SECONDS = 300;

/**
 * How long each instance keeps the owner's photos, and the CDN a painted page: at most a minute from a photo's upload
 * (or removal) to every visitor's page showing it. Browsers keep no copy (max-age=0), so nobody sees an old picture
 * longer; the CDN's misses are answered from the instance's rendered page (pageCache).
 */
const PHOTOS_CACHE_SECONDS = 30;
const PAGE_CACHE_SECONDS = 30;

/** One setting every painted page reads, kept by each instance for `seconds` (the CDN's own time, where a CDN stands in front). */
function keptFor<T>(name: string, seconds: number, read: () => Promise<T>): () => Promise<T> {
  const cache = memoryCache<T>({ name, ttlMs: () => sharedMaxAgeMs(`s-maxage=${seconds}`), maxEntries: 1 });
  return () => cache.through(name, read)!;
}

/** The owner's dates (launch_settings/default), or null while never saved: the page then speaks from the build's. */
export const readLaunchDates: () => Promise<LaunchDates | null> = keptFor('launch-dates', LAUNCH_CACHE_SECONDS, async () =>
  launchDatesOf((await db.doc(DOCS.launchSettings).get()).data(), null),
);

/** The number of founding spots the owner set (100 until saved), which the pages' "first 100" says. */
export const readPageFoundingCap: () => Promise<number> = keptFor('founding-cap', LAUNCH_CACHE_SECONDS, readFoundingCap);

/** The owner's photos in place of drawings (site_pictures), by slot. */
export const readPagePhotos: () => Promise<SitePhotos> = keptFor('site-photos', PHOTOS_CACHE_SECONDS, readSitePhotos);

/** The founder and crew the owner named (crew_settings/default), kept as the photos are: the two change together on /team. */
export const readPageCrew: () => Promise<PublishedCrew> = keptFor('crew', PHOTOS_CACHE_SECONDS, async () =>
  publishedCrew(crewSettingsFrom((await db.doc(DOCS.crewSettings).get()).data())),
);

/** What a launch page is painted from: the saved dates, the Cleveland day it is painted for, the cap and the photos (and /team its crew). */
type PaintedData = Required<Pick<PageData, 'launch' | 'foundingCap' | 'sitePhotos'>> & Pick<PageData, 'crew'>;

/**
 * A painted page depends only on its path, the dates, the cap, the photos and the day it is painted for (and the build), so it is
 * kept by those, on the emulators too: a crowd, or a test suite, pays one render per page and day.
 */
const pageCache = memoryCache<string>({ name: 'launch-pages', on: LASTING_CACHE_ON, ttlMs: () => 3_600_000, maxEntries: 32 });

/**
 * `path` painted for today in Cleveland with the saved dates, cap and photos, and how long it may be cached:
 * PAGE_CACHE_SECONDS, and never past the next midnight on Lake Erie, when a phase can turn.
 */
export async function launchPage(
  path: string,
  render: (path: string, data: PaintedData) => Promise<string>,
  now = new Date(),
): Promise<{ body: string; cacheControl: string }> {
  const [dates, foundingCap, sitePhotos, crew] = await Promise.all([
    readLaunchDates(),
    readPageFoundingCap(),
    readPagePhotos(),
    path === PUBLIC_ROUTES.team ? readPageCrew() : undefined,
  ]);
  const day = siteDay(now);
  const key = `${path} ${day} ${foundingCap} ${JSON.stringify(dates)} ${JSON.stringify(sitePhotos)} ${JSON.stringify(crew ?? null)}`;
  const body = await pageCache.through(key, () => render(path, { launch: { dates, day }, foundingCap, sitePhotos, crew }))!;
  return { body, cacheControl: launchCacheControl(day, now) };
}

/** PAGE_CACHE_SECONDS at the CDN, and never past the next midnight on Lake Erie (`day` is today there), when a phase can turn. */
export function launchCacheControl(day: string, now: Date): string {
  const untilMidnight = Math.floor((dayStart(nextDay(day)).getTime() - now.getTime()) / 1000);
  const seconds = Math.max(1, Math.min(PAGE_CACHE_SECONDS, untilMidnight));
  return `public, max-age=0, s-maxage=${seconds}`;
}
