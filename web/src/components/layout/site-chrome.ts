import { PUBLIC_ROUTES } from '@shared/paths';
import { ADMIN_PATHS } from '@/config/admin-paths';

/** As the spec puts it: paths starting with /admin or /quiz are full-bleed, without site header or footer. */
export function showsSiteChrome(pathname: string): boolean {
  return !pathname.startsWith(ADMIN_PATHS.dashboard) && !pathname.startsWith(PUBLIC_ROUTES.quiz);
}

/**
 * Pages with the site's header and footer that keep no way to buy in reach (the header's button, the phone's bar):
 * where the visitor has just bought, where they sign in, and the affiliate program's, which has a bar of its own.
 */
const NO_BUY_SHORTCUTS: ReadonlySet<string> = new Set([
  PUBLIC_ROUTES.thankYou,
  PUBLIC_ROUTES.signIn,
  PUBLIC_ROUTES.createCertificate,
  PUBLIC_ROUTES.affiliate,
  PUBLIC_ROUTES.affiliateGuide,
]);

export const showsBuyShortcuts = (pathname: string): boolean => showsSiteChrome(pathname) && !NO_BUY_SHORTCUTS.has(pathname);
