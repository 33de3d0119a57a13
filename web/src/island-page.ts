import { AD_PIXEL_ID } from '@/config/site';
import { nextTask } from '@/islands/next-task';
import { startIslands } from '@/islands/start-islands';
import { pixelAllowedOnPage, placePixel } from '@/lib/ad-pixel';
import { trackPageView } from '@/lib/insights';
import { markShareSheet } from '@/lib/web-share';
import { ISLANDS } from './app/island-registry';

/**
 * The one script of a page of islands (app/routes.tsx), instead of src/main.tsx, loaded after first paint
 * (@shared/html/after-first-paint): counts the page view, places the ad pixel, marks the share sheet for CSS and
 * starts the islands. Links are plain navigations.
 */
const { pathname, search } = window.location;
placePixel(pixelAllowedOnPage(), AD_PIXEL_ID);
markShareSheet();
// The page view (its first beacon costs a few milliseconds) and then each island in a task of its own, after this one.
const live = nextTask()
  .then(() => trackPageView(pathname, search))
  .then(() => startIslands(ISLANDS));
// History entries of this document differ only in their hash; any other address is another page, loaded as one.
window.addEventListener('popstate', () => {
  if (window.location.pathname !== pathname) window.location.reload();
});
// The page is live, as the SPA's pages are once hydrated (components/seo/page-meta.tsx): browser tests wait for this.
void live.then(() => {
  document.documentElement.dataset.hydrated = '';
});
