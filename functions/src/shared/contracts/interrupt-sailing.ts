import { mixed, object, string, type InferType } from 'yup';
import { formatCount } from '../format-count';
import { INTERRUPTION_CHANGES, type InterruptionChange } from '../sailings/sailing-emails';
import { callable } from './callable';

/** A cancellation's or postponement's reason: it is printed on the sailing's page and its tickets, and emailed to holders. */
export const INTERRUPTION_REASON_MAX = 500;

export const interruptionReasonSchema = string()
  .trim()
  .required('Write the reason: every ticket holder reads it')
  .max(INTERRUPTION_REASON_MAX, `The reason must be at most ${formatCount(INTERRUPTION_REASON_MAX)} characters`);

/**
 * The interruptSailing callable (admins only): cancels or postpones a sailing with a reason, ending its sale, marking
 * pages and tickets, and emailing each holder once; a cancellation refunds every sale. Retries send nothing twice.
 * Postponed may be canceled or rescheduled; canceled is final.
 */
export const interruptSailingRequestSchema = object({
  slug: string().trim().required('Choose a sailing').max(100, 'That is not a sailing'),
  kind: mixed<InterruptionChange>()
    .oneOf(INTERRUPTION_CHANGES, 'Cancel, postpone or reschedule')
    .required('Cancel, postpone or reschedule'),
  // A rescheduled sailing's news is its new date, saved on the form: no reason to give.
  reason: string().when('kind', {
    is: 'rescheduled',
    then: () => string().trim().default('').max(INTERRUPTION_REASON_MAX),
    otherwise: () => interruptionReasonSchema,
  }),
});
export type InterruptSailingRequest = InferType<typeof interruptSailingRequestSchema>;

export interface InterruptSailingResponse {
  /** Holders emailed by this call; those emailed before are not counted again. */
  emailed: number;
  /** Every ticketed sale of the sailing not yet refunded, emailed now or before. */
  holders: number;
  /** Sales refunded through Gumroad by this call (a cancellation refunds every sale). */
  refunded: number;
}

export const INTERRUPT_SAILING = callable<InterruptSailingRequest, InterruptSailingResponse>('interruptSailing');
