import { PUBLIC_ROUTES, quizResultPath } from '../../functions/src/shared/paths';
import { QUIZ_RESULT_TYPES } from '../../functions/src/shared/quiz/result-types';
import { PAINTED_PAGE_ROUTES } from '../../functions/src/shared/html/painted-pages';

/**
 * Data-dependent pages (certificates, the Wall of Fame, the FAQ, and pages following the launch phase or spots cap) are
 * rendered per request by `pages`. /auth and /founders/new are prerendered as the sign-in form (hidden from members by
 * @shared/html/session-hint).
 */
const NOT_PRERENDERED: ReadonlySet<string> = new Set([
  PUBLIC_ROUTES.certificate,
  PUBLIC_ROUTES.wallOfFame,
  PUBLIC_ROUTES.faq,
  PUBLIC_ROUTES.sailings,
  PUBLIC_ROUTES.sailing,
  // Painted with the owner's photo in the quiz results' picture slot (quizResultHero).
  PUBLIC_ROUTES.quizResult,
  ...PAINTED_PAGE_ROUTES,
]);

/**
 * Pages the `pages` function paints per request for today's launch phase (@shared/launch/launch-phase) or the saved cap
 * (@shared/membership/cap-copy), checked like the prerendered ones.
 */
export { PAINTED_PAGE_ROUTES };

/**
 * The static public pages, one per quiz result, prerendered at build time
 * (scripts/lib/prerender.ts) and checked for hydration and layout shifts by
 * tests/e2e/public-rendering.test.ts.
 */
export const PRERENDERED_ROUTES: readonly string[] = Object.values(PUBLIC_ROUTES)
  .filter((route) => !NOT_PRERENDERED.has(route))
  .flatMap((route) => (route === PUBLIC_ROUTES.quizResult ? QUIZ_RESULT_TYPES.map(quizResultPath) : [route]));

/** Any address the router does not know renders the 404 screen; Hosting serves this file with status 404. */
export const NOT_FOUND_ROUTE = '/404';

export { APP_SHELL_FILE } from '../../functions/src/shared/html/app-shell';

/** Where Hosting (cleanUrls) finds a route's page in web/dist. */
export function prerenderedFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}
