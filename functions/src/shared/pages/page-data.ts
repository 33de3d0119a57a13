import type { PublicCertificate } from '../certificates/public-certificate';
import type { LaunchDates } from '../launch/launch-phase';
import type { FaqEntry } from '../faq/faq';
import type { PublishedCrew } from '../crew/crew';
import type { SitePhotos } from '../pictures/site-photos';
import type { WallDirectoryPage } from '../certificates/wall-directory';
import type { PublicSailing } from '../sailings/public-sailing';

/** Data a server-rendered page was painted from; the app renders its first frame from the same data. */
export interface PageData {
  /** `found` is null for an unknown id: the page shows "Certificate Not Found". */
  certificate?: { id: string; found: PublicCertificate | null };
  /** The Wall of Fame's first founders, oldest first. */
  wall?: PublicCertificate[];
  /** The Wall of Fame's directory of every founder, at the request's search and page (`?q=`, `?page=`). */
  wallDirectory?: WallDirectoryPage;
  /**
   * The owner's launch dates (null: never saved, the build's defaults hold) and the Cleveland day the page was
   * painted for: the phase every launch line on the page speaks from (launch/launch-phase.ts).
   */
  launch?: { dates: LaunchDates | null; day: string };
  /** The FAQ's questions and answers (the defaults until the owner saves some). */
  faq?: FaqEntry[];
  /** The founder and crew /team introduces, those the owner named (absent: the page's defaults). */
  crew?: PublishedCrew;
  /**
   * The number of founding spots the owner set (membership/founding-spots.ts): what every "first 100" on the page
   * says (membership/cap-copy.ts). Absent on prerendered pages, which name no number.
   */
  foundingCap?: number;
  /** The owner's photos that replace drawings on the page, by slot (pictures/site-photos.ts); a slot without one shows its drawing. */
  sitePhotos?: SitePhotos;
  /** /sailings: the published sailings still to board, soonest first, and those past, latest first. */
  sailings?: { upcoming: PublicSailing[]; past: PublicSailing[] };
  /** A sailing's page: the sailing as the public may see it when the page was painted. */
  sailing?: PublicSailing;
}

export const PAGE_DATA_ELEMENT_ID = 'page-data';
