import { LAUNCH_PAGE_ROUTES } from '../launch/launch-phase';
import { CAP_PAGE_ROUTES } from '../membership/cap-copy';
import { PUBLIC_ROUTES } from '../paths';

/** Pages painted only for the owner's photo in their first screen (PICTURE_SLOTS): the build has no photos. */
const PHOTO_PAGE_ROUTES: readonly string[] = [PUBLIC_ROUTES.affiliate];

/**
 * Public pages `pages` paints per request instead of the build: those following the launch phase, naming the spots
 * cap, or with a photo slot. Hosting rewrites them (firebase.json), they are not prerendered, and SPA links load them
 * from the server (`reloadDocument`).
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
