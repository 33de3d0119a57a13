import { FOUNDING_SPOTS_DEFAULT } from '@shared/membership/founding-spots';
import { usePageData } from '@/lib/page-data';

/**
 * The number of founding spots the page's "first 100" names: the cap the owner set, which the server painted the page
 * with (every page that names it is painted per request, @shared/html/painted-pages). A page the browser renders
 * alone carries none and names no number; should one ever, it reads the default.
 */
export const useFoundingCap = (): number => usePageData().foundingCap ?? FOUNDING_SPOTS_DEFAULT;
