import { onCall } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { requireAppCheck } from '../lib/app-check';
import { parseOrThrow, requireAdmin } from '../lib/callable-request';
import { SCALING } from '../scaling';
import { prepareSailingEmailsRequestSchema, type PrepareSailingEmailsResponse } from '../shared/contracts/prepare-sailing-emails';
import { prepareSailingEmails as prepare } from './sailing-broadcasts';

export const prepareSailingEmails = onCall(
  { region: REGION, ...SCALING.prepareSailingEmails },
  async (req): Promise<PrepareSailingEmailsResponse> => {
    requireAppCheck(req);
    const auth = requireAdmin(req, { signedOut: 'You must be logged in', notAdmin: "Only admins can prepare a sailing's emails" });
    return prepare(parseOrThrow(prepareSailingEmailsRequestSchema, req.data).slug, auth.uid);
  },
);
