import { onCall } from 'firebase-functions/v2/https';
import { EMAIL_SECRETS, REGION } from '../config';
import { requireAppCheck } from '../lib/app-check';
import { parseOrThrow, requireAdmin } from '../lib/callable-request';
import { sendTemplateTestRequestSchema, type SendTemplateTestResponse } from '../shared/contracts/send-template-test';
import { SCALING } from '../scaling';
import { sendTestEmail } from './broadcast-sender';

export const sendTemplateTest = onCall(
  { region: REGION, ...SCALING.sendTemplateTest, secrets: EMAIL_SECRETS },
  async (req): Promise<SendTemplateTestResponse> => {
    requireAppCheck(req);
    requireAdmin(req, { signedOut: 'You must be logged in', notAdmin: 'Only admins can send test emails' });
    const input = parseOrThrow(sendTemplateTestRequestSchema, req.data);
    return sendTestEmail(input.content, input.testEmail);
  },
);
