import {
  INSIGHTS_COLLECT_PATH,
  parseInsightEvent,
  routePatternFor,
  SHARE_TARGET_ROUTES,
  SHARE_TARGETS,
  shareSourceFrom,
  type InsightEvent,
  type ShareNetwork,
  type ShareTarget,
} from '@shared/insights/events';
import type { QuizResultType } from '@shared/quiz/result-types';
import { APP_CHECK_SITE_KEY, INSIGHTS_ENABLED } from '@/config/site';
import type { ShareNetwork as ShareTap } from './web-share';

/**
 * First-party, cookieless insights: each call beacons one event to /api/collect, which the browser delivers even while
 * the page unloads, so nothing waits or throws into the caller. Nothing is stored; off when VITE_INSIGHTS=off.
 */
export function track(event: InsightEvent): void {
  const checked = INSIGHTS_ENABLED ? parseInsightEvent(event) : null;
  if (!checked) return;
  const body = JSON.stringify(checked);
  try {
    // A beacon cannot carry the App Check header, and the SDK loads only where the build has App Check.
    if (APP_CHECK_SITE_KEY) {
      void import('./app-check')
        .then(({ appCheckHeaders }) => appCheckHeaders())
        .then((headers) => fetch(INSIGHTS_COLLECT_PATH, { method: 'POST', body, keepalive: true, headers }))
        .catch(() => undefined);
      return;
    }
    if (navigator.sendBeacon?.(INSIGHTS_COLLECT_PATH, body)) return;
    void fetch(INSIGHTS_COLLECT_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  } catch {
    // Insights are never worth a broken page.
  }
}

/** The route pattern of the page the visitor is on. */
export const currentPage = () => routePatternFor(window.location.pathname) ?? '*';

let lastPath: string | null = null;

/**
 * A page view for each new address (a repeated render of the same one is not
 * a view). The first of a page load is the visit's landing page; landing on a
 * certificate or quiz result from a share also counts the share's network.
 */
export function trackPageView(pathname: string, search: string): void {
  const landing = lastPath === null;
  if (pathname === lastPath) return;
  lastPath = pathname;
  const page = routePatternFor(pathname);
  if (!page) return;
  track({ name: 'page_view', page, landing });
  const target = SHARE_TARGETS.find((t) => SHARE_TARGET_ROUTES[t] === page);
  const source =
    landing && target && shareSourceFrom(new URLSearchParams(search).get('utm_source'), document.referrer, window.location.origin);
  if (target && source) track({ name: 'share_visit', target, source });
}

/** The insights network of each share control (lib/web-share.ts); a story picture counts where it went. */
const TAP_NETWORK: Record<ShareTap, ShareNetwork> = {
  'share-sheet': 'native',
  'story-share': 'native',
  'copy-link': 'copy_link',
  x: 'x',
  facebook: 'facebook',
  linkedin: 'linkedin',
  'linkedin-profile': 'linkedin',
  download: 'download',
  'story-download': 'download',
};

/** A tap on a share control: what was shared, where to, and the quiz result when it was one. */
export function trackShareTap(target: ShareTarget, tap: ShareTap, result?: QuizResultType): void {
  track({ name: 'share_clicked', target, network: TAP_NETWORK[tap], result });
}
