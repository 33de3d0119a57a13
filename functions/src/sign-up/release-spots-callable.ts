import { onCall } from 'firebase-functions/v2/https';
import { EMAIL_SECRETS, REGION } from '../config';
import { requireAppCheck } from '../lib/app-check';
import { parseOrThrow, requireAdmin } from '../lib/callable-request';
import { SCALING } from '../scaling';
import { releaseSpotsRequestSchema, type ReleaseSpotsResponse } from '../shared/contracts/release-spots';
import { offerSpotsToWaitlist } from './release-spots';

/** A large offer stops this long before the function's time limit and reports done: false; calling again resumes. */
const TIMEOUT_SECONDS = 3600;
const SAFETY_MARGIN_MS = 120_000;

export const releaseSpots = onCall(
  { region: REGION, ...SCALING.releaseSpots, secrets: EMAIL_SECRETS, timeoutSeconds: TIMEOUT_SECONDS },
  async (req): Promise<ReleaseSpotsResponse> => {
    const started = Date.now();
    requireAppCheck(req);
    const auth = requireAdmin(req, { signedOut: 'You must be logged in', notAdmin: 'Only admins can offer spots to the waitlist' });
    const { releaseId, count } = parseOrThrow(releaseSpotsRequestSchema, req.data);
    return offerSpotsToWaitlist(releaseId, count, auth.uid, started + TIMEOUT_SECONDS * 1000 - SAFETY_MARGIN_MS);
  },
);
