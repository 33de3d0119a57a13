import { PUBLIC_ROUTES } from '@shared/paths';
import { ADMIN_PATHS } from '@/config/admin-paths';

/** As the spec puts it: paths starting with /admin or /quiz are full-bleed, without site header or footer. */
export function showsSiteChrome(pathname: string): boolean {
  return !pathname.startsWith(ADMIN_PATHS.dashboard) && !pathname.startsWith(PUBLIC_ROUTES.quiz);
}
