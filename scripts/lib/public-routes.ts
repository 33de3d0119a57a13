/**
 * The static public pages, prerendered at build time (scripts/lib/prerender.ts)
 * and checked for hydration and layout shifts by tests/e2e/public-rendering.test.ts.
 * Certificates and the Wall of Fame are rendered per request by ogCertificate.
 */
export const PRERENDERED_ROUTES = [
  '/',
  '/why',
  '/booking-now',
  '/become-a-floater',
  '/team',
  '/join',
  '/quiz',
  '/quiz/result/lifelong-floater',
  '/quiz/result/comeback-kid',
  '/quiz/result/newblood',
  '/quiz/result/pretender',
  '/affiliate',
  '/affiliate/guide',
  '/newsletter',
  '/thank-you',
  // Painted without the Auth SDK; a member with a session is kept from seeing the form by the <head> script (@shared/html/session-hint).
  '/auth',
  '/founders/new',
] as const;

/** Any address the router does not know renders the 404 screen; Hosting serves this file with status 404. */
export const NOT_FOUND_ROUTE = '/404';

/** The built index.html before prerendering: what Hosting serves for every route rendered in the browser only. */
export const APP_SHELL_FILE = 'app-shell.html';

/** Where Hosting (cleanUrls) finds a route's page in web/dist. */
export function prerenderedFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}
