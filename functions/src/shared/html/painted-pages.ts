import { LAUNCH_PAGE_ROUTES } from '../launch/launch-phase';
import { CAP_PAGE_ROUTES } from '../membership/cap-copy';
import { PUBLIC_ROUTES } from '../paths';

/**
 * The public pages ogCertificate paints per request rather than the build: those whose words follow the launch phase,
 * and those that name the number of founding spots. Hosting rewrites each to it (firebase.json), the build does not
 * prerender them, and the SPA's links to them load them from the server (`reloadDocument`) rather than drawing them
 * with the build's dates and cap.
 */
export const PAINTED_PAGE_ROUTES: readonly string[] = [...LAUNCH_PAGE_ROUTES, ...CAP_PAGE_ROUTES];

export const paintedPerRequest = (path: string): boolean => PAINTED_PAGE_ROUTES.includes(path);

/**
 * Whether the SPA's links load a page from the server rather than draw it: the pages above, and /faq, painted with
 * the owner's answers, which the build does not have. The wall, painted per request too, is drawn by the SPA from
 * its live listener.
 */
export const loadedFromServer = (path: string): boolean => paintedPerRequest(path) || path === PUBLIC_ROUTES.faq;
