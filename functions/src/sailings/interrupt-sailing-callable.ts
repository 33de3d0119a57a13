import { onCall } from 'firebase-functions/v2/https';
import { EMAIL_SECRETS, GUMROAD_ACCESS_TOKEN, REGION } from '../config';
import { requireAppCheck } from '../lib/app-check';
import { parseOrThrow, requireAdmin } from '../lib/callable-request';
import { SCALING } from '../scaling';
import { interruptSailingRequestSchema, type InterruptSailingResponse } from '../shared/contracts/interrupt-sailing';
import { interruptSailing as interrupt } from './interrupt-sailing';

export const interruptSailing = onCall(
  // A full boat's holders are emailed and refunded a few at a time: minutes, not the default minute.
  { region: REGION, ...SCALING.interruptSailing, secrets: [...EMAIL_SECRETS, GUMROAD_ACCESS_TOKEN], timeoutSeconds: 540 },
  async (req): Promise<InterruptSailingResponse> => {
    requireAppCheck(req);
    const auth = requireAdmin(req, { signedOut: 'You must be logged in', notAdmin: 'Only admins can cancel or postpone a sailing' });
    return interrupt(parseOrThrow(interruptSailingRequestSchema, req.data), auth.uid);
  },
);
