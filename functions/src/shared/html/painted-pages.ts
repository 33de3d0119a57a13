import { LAUNCH_PAGE_ROUTES } from '../launch/launch-phase';
import { CAP_PAGE_ROUTES } from '../membership/cap-copy';
import { PUBLIC_ROUTES } from '../paths';

/** Pages painted only for the owner's photo in their first screen (PICTURE_SLOTS): the build has no photos. */
const PHOTO_PAGE_ROUTES: readonly string[] = [PUBLIC_ROUTES.affiliate];

/**
 * The public pages `pages` paints per request rather than the build: those whose words follow the launch phase,
 * those that name the number of founding spots, and those with a photo slot but neither. Hosting rewrites each to it
 * (firebase.json), the build does not prerender them, and the SPA's links to them load them from the server (`reloadDocument`) rather than drawing them
 * with the build's dates and cap.
 */
export const PAINTED_PAGE_ROUTES: readonly string[] = [...LAUNCH_PAGE_ROUTES, ...CAP_PAGE_ROUTES, ...PHOTO_PAGE_ROUTES];

export const paintedPerRequest = (path: string): boolean => PAINTED_PAGE_ROUTES.includes(path);

/**
 * Whether the SPA's links load a page from the server rather than draw it: the pages above, /faq, painted with
 * the owner's answers, the wall, whose directory of every founder only the server has, and the sailings, none of
 * which the build has.
 */
export const loadedFromServer = (path: string): boolean =>
  paintedPerRequest(path) ||
  path === PUBLIC_ROUTES.faq ||
  path === PUBLIC_ROUTES.wallOfFame ||
  path === PUBLIC_ROUTES.sailings ||
  path.startsWith(`${PUBLIC_ROUTES.sailings}/`);
