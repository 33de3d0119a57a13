import type { Functions } from 'firebase/functions';
import { callFunction } from '@/lib/call-function';
import { RETRY_PING, type RetryPingResponse } from '@shared/contracts/retry-webhook-event';

/** Runs a failed or ignored Gumroad ping again from its kept payload (admins only). */
export function retryPing(functions: Functions, pingId: string): Promise<RetryPingResponse> {
  return callFunction(functions, RETRY_PING, { eventId: pingId });
}
