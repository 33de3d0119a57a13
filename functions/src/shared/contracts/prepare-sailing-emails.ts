import { object, string, type InferType } from 'yup';
import type { SailingBroadcastKind } from '../sailings/sailing-emails';
import { callable } from './callable';

/**
 * The prepareSailingEmails callable (admins only): schedules the sailing's broadcasts to founders and the newsletter
 * (sailing-emails.ts says which and when). Each is made once per sailing: a second call makes none again.
 */
export const prepareSailingEmailsRequestSchema = object({
  slug: string().trim().required('Choose a sailing').max(100, 'That is not a sailing'),
});
export type PrepareSailingEmailsRequest = InferType<typeof prepareSailingEmailsRequestSchema>;

export interface PrepareSailingEmailsResponse {
  /** Scheduled by this call. */
  created: SailingBroadcastKind[];
  /** Made by an earlier call, left as they are (the owner may have canceled or sent them). */
  existing: SailingBroadcastKind[];
}

export const PREPARE_SAILING_EMAILS = callable<PrepareSailingEmailsRequest, PrepareSailingEmailsResponse>('prepareSailingEmails');
