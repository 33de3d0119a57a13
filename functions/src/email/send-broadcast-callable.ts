import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { ValidationError } from 'yup';
import { EMAIL_SECRETS, REGION } from '../config';
import { hasAdminClaims } from '../shared/admin-claims';
import { sendBroadcastRequestSchema, type SendBroadcastResult } from '../shared/email/schemas';
import { sendBroadcastToSubscribers, sendTestBroadcast } from './broadcast-sender';

/** A full send stops this long before the function's time limit and reports done: false; calling again resumes. */
const TIMEOUT_SECONDS = 3600;
const SAFETY_MARGIN_MS = 120_000;

export const sendBroadcast = onCall({ region: REGION, secrets: EMAIL_SECRETS, timeoutSeconds: TIMEOUT_SECONDS, memory: '512MiB' }, async (req): Promise<SendBroadcastResult> => {
  const started = Date.now();
  if (!req.auth) throw new HttpsError('unauthenticated', 'You must be logged in');
  if (!hasAdminClaims(req.auth.token)) throw new HttpsError('permission-denied', 'Only admins can send broadcasts');
  let input;
  try {
    input = await sendBroadcastRequestSchema.validate(req.data ?? {}, { stripUnknown: true });
  } catch (err) {
    throw new HttpsError('invalid-argument', err instanceof ValidationError ? err.message : 'Invalid request');
  }
  if (input.testEmail) return sendTestBroadcast(input.broadcastId, input.testEmail);
  return sendBroadcastToSubscribers(input.broadcastId, started + TIMEOUT_SECONDS * 1000 - SAFETY_MARGIN_MS);
});
