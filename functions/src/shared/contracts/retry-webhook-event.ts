import { object, string, type InferType } from 'yup';
import { callable } from './callable';
import type { PingRetryRecord } from '../gumroad/ping-payload';

/**
 * The retryWebhookEvent callable (admins only): runs a failed or ignored
 * Gumroad ping's kept payload through the ping's own handling again, after
 * the admin fixed its cause, and records the outcome on its log entry. The
 * callable and its `eventId` keep their deployed names: a renamed function is
 * a deleted one, and the admin page of the release before would call nothing.
 */
export const retryPingRequestSchema = object({
  eventId: string()
    .strict()
    .required('Choose a ping to retry.')
    .matches(/^[A-Za-z0-9_-]{1,100}$/, 'Choose a ping to retry.'),
});
export type RetryPingRequest = InferType<typeof retryPingRequestSchema>;

/** How the retry went (never 'running'): the same words the log then shows. */
export type RetryPingResponse = { status: Exclude<PingRetryRecord['status'], 'running'>; message: string | null };

export const RETRY_PING = callable<RetryPingRequest, RetryPingResponse>('retryWebhookEvent');
