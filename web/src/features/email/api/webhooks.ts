import type { Functions } from 'firebase/functions';
import { callFunction } from '@/lib/call-function';
import { RETRY_WEBHOOK_EVENT, type RetryWebhookEventResponse } from '@shared/contracts/retry-webhook-event';

/** Runs a failed or ignored Gumroad ping again from its kept payload (admins only). */
export function retryWebhookEvent(functions: Functions, eventId: string): Promise<RetryWebhookEventResponse> {
  return callFunction(functions, RETRY_WEBHOOK_EVENT, { eventId });
}
