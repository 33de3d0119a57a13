import { useCallback } from 'react';
import { useFunctions } from 'reactfire';
import { callFunction } from '@/lib/call-function';
import { SEND_BROADCAST, type SendBroadcastResponse } from '@shared/contracts/send-broadcast';
import type { Audience } from '@shared/email/audiences';

/** A full send runs up to the function's hour; the SDK's default 70 s would give up first. */
const SEND_TIMEOUT_MS = 3_600_000;

/**
 * Calls sendBroadcast until the send reports done: a very large list can
 * outlast one function run, which then stops cleanly and is resumed here.
 */
export function useSendBroadcast() {
  const functions = useFunctions();
  return useCallback(
    // Without `to`, a stalled send resumes with the audience its broadcast was fixed to.
    async (broadcastId: string, to?: { testEmail: string } | { audience: Audience }): Promise<SendBroadcastResponse> => {
      for (;;) {
        const request = { broadcastId, ...to };
        const response = await callFunction(functions, SEND_BROADCAST, request, { timeout: SEND_TIMEOUT_MS });
        if (response.done) return response;
      }
    },
    [functions],
  );
}
