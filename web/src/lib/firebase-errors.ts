import { FirebaseError } from 'firebase/app';

/**
 * A Firebase error's message as a person should read it. The Functions SDK
 * appends the HTTP status to callable errors ("Member #7 is taken [409]"),
 * which means nothing to a visitor or an admin.
 */
export function readableFirebaseMessage(err: unknown): string | null {
  if (!(err instanceof FirebaseError) || !err.message) return null;
  return err.message.replace(/\s*\[\d{3}\]$/, '');
}
