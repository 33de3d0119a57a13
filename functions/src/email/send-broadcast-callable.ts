import { onCall } from 'firebase-functions/v2/https';
import { EMAIL_SECRETS, REGION } from '../config';
import { parseOrThrow, requireAdmin } from '../lib/callable-request';
import { sendBroadcastRequestSchema, type SendBroadcastResponse } from '../shared/contracts/send-broadcast';
import { sendBroadcastToSubscribers, sendTestBroadcast } from './broadcast-sender';
import { SCALING } from '../scaling';
import { requireAppCheck } from '../lib/app-check';

/** A full send stops this long before the function's time limit and reports done: false; calling again resumes. */
const TIMEOUT_SECONDS = 3600;
const SAFETY_MARGIN_MS = 120_000;

export const sendBroadcast = onCall(
  { region: REGION, ...SCALING.sendBroadcast, secrets: EMAIL_SECRETS, timeoutSeconds: TIMEOUT_SECONDS, memory: '512MiB' },
  async (req): Promise<SendBroadcastResponse> => {
    const started = Date.now();
    requireAppCheck(req);
    requireAdmin(req, { signedOut: 'You must be logged in', notAdmin: 'Only admins can send broadcasts' });
    const input = parseOrThrow(sendBroadcastRequestSchema, req.data);
    if (input.testEmail) return sendTestBroadcast(input.broadcastId, input.testEmail);
    return sendBroadcastToSubscribers(input.broadcastId, started + TIMEOUT_SECONDS * 1000 - SAFETY_MARGIN_MS, undefined, input.audience);
  },
);
