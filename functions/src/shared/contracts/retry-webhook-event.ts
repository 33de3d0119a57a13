import { object, string, type InferType } from 'yup';
import { callable } from './callable';
import type { WebhookRetryRecord } from '../gumroad/ping-payload';

/**
 * The retryWebhookEvent callable (admins only): runs a failed or ignored
 * Gumroad ping's kept payload through the ping's own handling again, after
 * the admin fixed its cause, and records the outcome on the entry.
 */
export const retryWebhookEventRequestSchema = object({
  eventId: string()
    .strict()
    .required('Choose a webhook event to retry.')
    .matches(/^[A-Za-z0-9_-]{1,100}$/, 'Choose a webhook event to retry.'),
});
export type RetryWebhookEventRequest = InferType<typeof retryWebhookEventRequestSchema>;

/** How the retry went (never 'running'): the same words the log then shows. */
export type RetryWebhookEventResponse = { status: Exclude<WebhookRetryRecord['status'], 'running'>; message: string | null };

export const RETRY_WEBHOOK_EVENT = callable<RetryWebhookEventRequest, RetryWebhookEventResponse>('retryWebhookEvent');
