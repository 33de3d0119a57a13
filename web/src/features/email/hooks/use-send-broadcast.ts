import type { SendBroadcastResult } from '@shared/email/schemas';
import { httpsCallable } from 'firebase/functions';
import { useCallback } from 'react';
import { useFunctions } from 'reactfire';
import { readableFirebaseMessage } from '@/lib/firebase-errors';

/**
 * Calls sendBroadcast until the send reports done: a very large list can
 * outlast one function run, which then stops cleanly and is resumed here.
 */
export function useSendBroadcast() {
  const functions = useFunctions();
  return useCallback(
    async (broadcastId: string, testEmail?: string): Promise<SendBroadcastResult> => {
      const call = httpsCallable<{ broadcastId: string; testEmail?: string }, SendBroadcastResult>(functions, 'sendBroadcast', {
        timeout: 3_600_000,
      });
      for (;;) {
        const { data } = await call(testEmail ? { broadcastId, testEmail } : { broadcastId });
        if (data.done) return data;
      }
    },
    [functions],
  );
}

/** The message a failed save or callable carries, written by our rules or functions for people. */
export function errorMessage(err: unknown): string {
  const firebase = readableFirebaseMessage(err);
  if (firebase) return firebase;
  return err instanceof Error && err.message ? err.message : 'Something went wrong. Please try again.';
}
