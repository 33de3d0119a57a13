import { object, string } from 'yup';
import { isRealDay, type LaunchDates } from './launch-phase';

/*
 * The season dates' validation, apart from launch-phase.ts: every public page asks the phase, and only the settings
 * screen and the functions read a saved document, so yup stays out of the pages' first chunk.
 */

const day = (label: string) => string().required(`${label} is required`).test('day', `${label} must be a date (YYYY-MM-DD)`, isRealDay);

/** The settings screen validates with this; firestore.rules (validLaunchSettings) mirrors it. */
export const launchSettingsSchema = object({
  first_sailing: day('First sailing'),
  season_start: day('Season start'),
  season_end: day('Season end').test(
    'after-start',
    'Season end must be on or after the season start',
    (end, ctx) => !isRealDay(ctx.parent.season_start as string) || !isRealDay(end) || end >= (ctx.parent.season_start as string),
  ),
});

/** Saved dates when the document holds a valid set, else `fallback`: a half-saved or hand-edited document never breaks a page. */
export function launchDatesOf<F extends LaunchDates | null>(data: unknown, fallback: F): LaunchDates | F {
  return launchSettingsSchema.isValidSync(data) ? launchSettingsSchema.cast(data, { stripUnknown: true }) : fallback;
}
