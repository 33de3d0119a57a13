import { siteDay } from '../shared/launch/launch-phase';
import { sheetFileName, sheetSeason } from '../shared/launch/sell-sheet';
import { LASTING_CACHE_ON, memoryCache } from '../lib/memory-cache';
import { launchCacheControl, readLaunchDates } from './launch-page';
import { buildLaunchDefaults } from './page-renderer';

/** A sheet depends only on its season and the site's address: one drawing per season and instance. */
const sheetCache = memoryCache<Buffer>({ name: 'sell-sheet', on: LASTING_CACHE_ON, ttlMs: () => 86_400_000, maxEntries: 4 });

/**
 * The event planner sell sheet for the season the owner's dates name today, as the /booking-now page beside it
 * names it, kept by the CDN as long as a launch page is (the season can turn at midnight), saved under its year.
 */
export async function sellSheetReply(site: string, now = new Date()): Promise<{ body: Buffer; cacheControl: string; fileName: string }> {
  const dates = (await readLaunchDates()) ?? buildLaunchDefaults();
  const day = siteDay(now);
  const season = sheetSeason(dates, day);
  const body = await sheetCache.through(`${site} ${season.year} ${season.months}`, async () => {
    // PDFKit and its fonts load on the first sheet asked for, not on every page `pages` paints.
    const { drawSellSheet } = await import('../sell-sheet/sell-sheet-pdf');
    return drawSellSheet(season, site);
  })!;
  return { body, cacheControl: launchCacheControl(day, now), fileName: sheetFileName(season) };
}
