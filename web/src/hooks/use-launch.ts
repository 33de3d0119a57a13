import { phaseOnDay, siteDay, type LaunchDates, type LaunchPhase } from '@shared/launch/launch-phase';
import { LAUNCH_DEFAULTS } from '@/config/site';
import { usePageData } from '@/lib/page-data';

export interface Launch {
  dates: LaunchDates;
  /** The Cleveland day the page speaks for. */
  day: string;
  phase: LaunchPhase;
}

/**
 * Where the venture is in its year, as the server painted this page: the owner's dates and the day it was painted
 * for travel in the page's data, so an island's render says what the HTML says. A page the browser renders alone
 * (the SPA) has no such data and reads the build's dates on today.
 */
export function useLaunch(): Launch {
  const served = usePageData().launch;
  const dates = served?.dates ?? LAUNCH_DEFAULTS;
  const day = served?.day ?? siteDay(new Date());
  return { dates, day, phase: phaseOnDay(dates, day) };
}
