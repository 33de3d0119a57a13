import { onCall } from 'firebase-functions/v2/https';
import { EMAIL_SECRETS, REGION } from '../config';
import { requireAppCheck } from '../lib/app-check';
import { parseOrThrow, requireAdmin } from '../lib/callable-request';
import { SCALING } from '../scaling';
import { retryPingRequestSchema, type RetryPingResponse } from '../shared/contracts/retry-webhook-event';
import { retryLoggedPing } from './retry-ping';

/** The webhook log's Retry: a failed or ignored Gumroad ping, handled again once the admin fixed its cause. */
export const retryWebhookEvent = onCall(
  { region: REGION, ...SCALING.retryWebhookEvent, timeoutSeconds: 60, secrets: EMAIL_SECRETS },
  async (request): Promise<RetryPingResponse> => {
    requireAppCheck(request);
    const admin = requireAdmin(request, { signedOut: 'Sign in as an admin to retry a ping.', notAdmin: 'Only admins can retry pings.' });
    const { eventId } = parseOrThrow(retryPingRequestSchema, request.data);
    return retryLoggedPing(eventId, admin.uid);
  },
);
