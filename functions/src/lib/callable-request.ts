import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { ValidationError, type Schema } from 'yup';
import { hasAdminClaims, hasCrewAccess } from '../shared/admin-claims';

/** Each admin callable's own words for the two refusals. */
export interface AdminRefusals {
  signedOut: string;
  notAdmin: string;
}

/** The caller's auth when they are an admin (the claim on a verified account); otherwise throws with the callable's words. */
export function requireAdmin(request: CallableRequest, refusals: AdminRefusals): NonNullable<CallableRequest['auth']> {
  if (!request.auth) throw new HttpsError('unauthenticated', refusals.signedOut);
  if (!hasAdminClaims(request.auth.token)) throw new HttpsError('permission-denied', refusals.notAdmin);
  return request.auth;
}

/** The caller's auth when they are dock crew or an admin (each claim on a verified account). */
export function requireCrew(request: CallableRequest): NonNullable<CallableRequest['auth']> {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to check tickets in');
  if (!hasCrewAccess(request.auth.token)) throw new HttpsError('permission-denied', 'Only the dock crew can check tickets in');
  return request.auth;
}

/**
 * Data checked and cast by the schema the web app checks it with (unknown
 * fields dropped), or invalid-argument carrying the schema's message, which
 * the web app shows as it is.
 */
export function parseOrThrow<T>(schema: Schema<T>, data: unknown): T {
  try {
    return schema.validateSync(data ?? {}, { stripUnknown: true });
  } catch (err) {
    if (err instanceof ValidationError) throw new HttpsError('invalid-argument', err.message);
    throw err;
  }
}
