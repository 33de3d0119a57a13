import { mixed, object, string, type InferType } from 'yup';
import { formatCount } from '../format-count';
import { callable } from './callable';

/** A cancellation's or postponement's reason: it is printed on the sailing's page and its tickets, and emailed to holders. */
export const INTERRUPTION_REASON_MAX = 500;

export const interruptionReasonSchema = string()
  .trim()
  .required('Write the reason: every ticket holder reads it')
  .max(INTERRUPTION_REASON_MAX, `The reason must be at most ${formatCount(INTERRUPTION_REASON_MAX)} characters`);

/**
 * The interruptSailing callable (admins only): cancels or postpones a sailing with a reason, which ends its sale,
 * marks its pages and tickets, and emails every ticket holder once. A retry (or a double click) sends nothing twice
 * and finishes a run that stopped. A postponed sailing may later be canceled; a canceled one stays canceled.
 */
export const interruptSailingRequestSchema = object({
  slug: string().trim().required('Choose a sailing').max(100, 'That is not a sailing'),
  kind: mixed<'canceled' | 'postponed'>().oneOf(['canceled', 'postponed'], 'Cancel or postpone').required('Cancel or postpone'),
  reason: interruptionReasonSchema,
});
export type InterruptSailingRequest = InferType<typeof interruptSailingRequestSchema>;

export interface InterruptSailingResponse {
  /** Holders emailed by this call; those emailed before are not counted again. */
  emailed: number;
  /** Every ticketed sale of the sailing, emailed now or before. */
  holders: number;
}

export const INTERRUPT_SAILING = callable<InterruptSailingRequest, InterruptSailingResponse>('interruptSailing');
