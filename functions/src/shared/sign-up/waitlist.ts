import { number, object, string, type InferType } from 'yup';
import { formatCount } from '../format-count';

/**
 * "Offer spots to the next N waitlisters" (/admin/email/waitlist). The screen
 * checks the number with this schema and the releaseSpots function re-checks
 * it. The release id is made once per offer on the screen, so a retry or a
 * double click of the same offer resumes it instead of offering twice.
 */
export const RELEASE_MAX_SPOTS = 1000;

export const RELEASE_MESSAGES = {
  count: 'Enter how many spots to offer',
  countRange: `Offer between 1 and ${formatCount(RELEASE_MAX_SPOTS)} spots`,
  whole: 'Offer whole spots',
  releaseId: 'This offer could not be recorded. Reload the page and try again.',
} as const;

export const releaseSpotsSchema = object({
  count: number()
    .typeError(RELEASE_MESSAGES.count)
    .required(RELEASE_MESSAGES.count)
    .integer(RELEASE_MESSAGES.whole)
    .min(1, RELEASE_MESSAGES.countRange)
    .max(RELEASE_MAX_SPOTS, RELEASE_MESSAGES.countRange),
  releaseId: string()
    .required(RELEASE_MESSAGES.releaseId)
    .matches(/^[A-Za-z0-9-]{8,64}$/, RELEASE_MESSAGES.releaseId),
});
export type ReleaseSpotsInput = InferType<typeof releaseSpotsSchema>;

/** The `?offer=N` the spots settings screen links with, as a number the form can start from (empty when absent or odd). */
export function offerFromQuery(value: string | null): string {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= RELEASE_MAX_SPOTS ? String(n) : '';
}
