import type { LaunchDates } from './launch-phase';

/**
 * The event planner sell sheet is drawn per request from the owner's dates (the `pages` function), so the PDF, its cover on
 * /booking-now and the page around it always name the same season. Its address holds no year: a planner's bookmark
 * or a forwarded link keeps working from one season to the next.
 */
export const SELL_SHEET_PATH = '/event-planner-sell-sheet.pdf';

/** Where the sheet was until the dates moved into settings: links already out there are sent on (firebase.json). */
export const FORMER_SELL_SHEET_PATH = '/cleveland-floaters-2026-event-planner-sell-sheet.pdf';

/** The season a planner books: its year, and its months once the owner has set that season's dates (null until then). */
export interface SheetSeason {
  year: number;
  months: string | null;
}

const month = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short' });

/**
 * The season the saved dates name while it is ahead or running; once it is over and next season's dates are not set
 * yet, the next one by year, with no months (the page's season line says they book by request).
 */
export function sheetSeason(dates: LaunchDates, day: string): SheetSeason {
  if (day <= dates.season_end) {
    const [from, to] = [month(dates.season_start), month(dates.season_end)];
    return { year: Number(dates.season_start.slice(0, 4)), months: from === to ? from : `${from}–${to}` };
  }
  // Past the saved season: this year's if its season would still be ahead by the month, else next year's.
  const year = Number(day.slice(0, 4)) + (day.slice(5) > dates.season_end.slice(5) ? 1 : 0);
  return { year, months: null };
}

export const sheetTitle = ({ year }: SheetSeason): string => `${year} Event Planner Sell Sheet`;

/** The name a download is saved under. */
export const sheetFileName = ({ year }: SheetSeason): string => `Cleveland-Floaters-${year}-Event-Planner-Sell-Sheet.pdf`;

/** The season's fact on the sheet (and, `brief`, on its small cover): the months large, the year beneath. */
export function seasonFact({ year, months }: SheetSeason, { brief = false } = {}): { big: string; small: string } {
  if (!months) return { big: String(year), small: brief ? 'season dates soon' : 'season dates coming soon' };
  return { big: months, small: brief ? `${year} season` : `${year} season, evenings and weekends` };
}
