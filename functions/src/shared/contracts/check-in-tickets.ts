import { array, number, object, string, type InferType } from 'yup';
import type { CheckInOutcome } from '../check-in/check-in';
import { callable } from './callable';

/** Scans a phone may send at once: a queue kept through a long stretch offline at a full boarding. */
export const MAX_SCANS_PER_CALL = 200;

/**
 * The checkInTickets callable (crew and admins). Each scan carries an id its device made, so a retried call (the
 * answer lost on a weak signal) answers as the first did instead of "already checked in".
 */
export const checkInTicketsRequestSchema = object({
  sailing: string().required().max(100),
  scans: array(
    object({
      scanId: string()
        .required()
        .matches(/^[A-Za-z0-9-]{8,64}$/, 'A scan could not be recorded. Reload the page and try again.'),
      ticketId: string().required().max(64),
      scannedAt: number().required().integer().min(0),
    }),
  )
    .required()
    .min(1)
    .max(MAX_SCANS_PER_CALL, `At most ${MAX_SCANS_PER_CALL} scans at a time`),
});
export type CheckInTicketsRequest = InferType<typeof checkInTicketsRequestSchema>;

export interface CheckInResult {
  scanId: string;
  ticketId: string;
  outcome: CheckInOutcome;
  /** When the ticket was checked in (this scan's time, or the earlier one's), ms since the epoch. */
  checkedInAt: number | null;
  holderName: string | null;
  founder: boolean;
}

export interface CheckInTicketsResponse {
  results: CheckInResult[];
}

export const CHECK_IN_TICKETS = callable<CheckInTicketsRequest, CheckInTicketsResponse>('checkInTickets');
