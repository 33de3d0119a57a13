import { FirebaseError } from 'firebase/app';

/**
 * The codes our functions (and the security rules) refuse with on purpose,
 * always with a message written for people. 'internal' is left to crashes
 * and lost connections, 'deadline-exceeded' and 'cancelled' to the SDK.
 */
const OUR_CODES = new Set([
  'invalid-argument',
  'failed-precondition',
  'permission-denied',
  'unauthenticated',
  'already-exists',
  'not-found',
  'resource-exhausted',
  'aborted',
  'unavailable',
]);

/**
 * Our own message of a failed call or write, as a person should read it, or
 * null when there is none: another code, or the bare code word the SDK and
 * the platform put in a message's place ('unavailable' from a proxy, say).
 */
export function ownErrorMessage(err: unknown): string | null {
  if (!(err instanceof FirebaseError)) return null;
  const code = err.code.slice(err.code.indexOf('/') + 1);
  // The Functions SDK may append the HTTP status ("Member #7 is taken [409]"), which means nothing to a visitor.
  const message = err.message.replace(/\s*\[\d{3}\]$/, '').trim();
  return OUR_CODES.has(code) && message && message.toLowerCase() !== code ? message : null;
}

/** What to show when a callable failed: our message as it is, or the caller's fallback for anything else. */
export function callableErrorMessage(err: unknown, fallback: string): string {
  return ownErrorMessage(err) ?? fallback;
}

/**
 * The message for a failed save or send on the admin pages: the function's
 * or the rules' own words, and the forms' own checks (yup) and guards, which
 * are written for people too.
 */
export function errorMessage(err: unknown): string {
  if (err instanceof Error && !(err instanceof FirebaseError) && err.message) return err.message;
  return callableErrorMessage(err, 'Something went wrong. Please try again.');
}
