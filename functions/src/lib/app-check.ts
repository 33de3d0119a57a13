import { getAppCheck } from 'firebase-admin/app-check';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { APP_CHECK_ENFORCED } from '../config';

/**
 * Optional App Check: with APP_CHECK_ENFORCED (once the web build has a reCAPTCHA Enterprise key, checked by the
 * deploy preflight), callables and /api/collect accept only requests with a valid token. Off by default and on the
 * emulators, which cannot verify tokens.
 */
export const APP_CHECK_REFUSAL = 'This page could not prove it is ours. Reload it and try again.';

/**
 * For callables: the SDK has verified any token it was sent and set `request.app` when it was valid; on a
 * replay-protected callable (its contract's `replayProtected`, `consumeAppCheckToken` on the function) it also
 * marks a token used before as `alreadyConsumed`, which is refused too: one harvested token buys one call.
 */
export function requireAppCheck(request: Pick<CallableRequest, 'app'>): void {
  if (APP_CHECK_ENFORCED.value() && (!request.app || request.app.alreadyConsumed))
    throw new HttpsError('unauthenticated', APP_CHECK_REFUSAL);
}

/**
 * For our own HTTP endpoints: the `X-Firebase-AppCheck` header, verified by the Admin SDK. Not consumed:
 * /api/collect's beacons would each need a limited-use token, a fresh reCAPTCHA attestation per event
 * (paid per assessment, and impossible in a beacon sent as the page closes). A replayed token there is
 * bounded by the per-address limit (insights/collect.ts) instead.
 */
export async function appCheckHeaderPasses(token: string | undefined): Promise<boolean> {
  if (!APP_CHECK_ENFORCED.value()) return true;
  if (!token) return false;
  try {
    await getAppCheck().verifyToken(token);
    return true;
  } catch {
    return false;
  }
}
