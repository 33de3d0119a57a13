import { object, string, type InferType } from 'yup';
import { callable } from './callable';
import type { PingRetryRecord } from '../gumroad/ping-payload';

/**
 * The retryWebhookEvent callable (admins only): reruns a failed or ignored ping's kept payload and records the
 * outcome. The callable and `eventId` keep their deployed names: renaming deletes the function the previous
 * release's admin page calls.
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
