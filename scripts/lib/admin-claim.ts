import type { Auth } from 'firebase-admin/auth';
import { loginFailure } from './script-access';

/** A refusal that is already a sentence for the person running the script. */
export class GrantRefusal extends Error {}

/**
 * Grants or revokes the admin claim (see functions/src/shared/admin-claims.ts).
 * Granting needs a verified address: the claim on an unverified account would
 * count nowhere (rules and functions ignore it) and would sit ready for
 * whoever confirms the address. Revoking also revokes the account's refresh
 * tokens, so no session keeps acting as admin beyond its current ID token.
 * Returns what to tell the person running the script; throws with a message
 * fit to print (a GrantRefusal) when it refuses. Any other failure (credentials, Google's
 * answer) is thrown as it came, for grantFailure below to explain.
 */
export async function setAdminClaim(auth: Auth, email: string, revoke: boolean): Promise<string> {
  const user = await auth.getUserByEmail(email).catch((err: unknown) => {
    if ((err as { code?: string }).code === 'auth/user-not-found') throw new GrantRefusal(noAccount(email));
    throw err;
  });
  if (!revoke && !user.emailVerified) {
    throw new GrantRefusal(
      `${email} has not confirmed its email address: confirm it (the link in the sign-up email), then run this again.`,
    );
  }
  const claims = { ...(user.customClaims ?? {}) };
  if (revoke) delete claims.admin;
  else claims.admin = true;
  await auth.setCustomUserClaims(user.uid, claims);
  if (!revoke) return `${email} is now an admin. They must sign out and in again.`;
  await auth.revokeRefreshTokens(user.uid);
  return `${email} is no longer an admin; their sessions end when their current ID token expires (within the hour).`;
}

const noAccount = (email: string) => `No account for ${email}: sign up on the site first.`;

/**
 * What went wrong with `npm run admin:grant`, and how to fix it, from the
 * error the Admin SDK threw: the login's own problems (scripts/lib/script-access.ts), then Authentication's.
 * `projectId` is undefined on the local emulators.
 */
export function grantFailure(err: unknown, projectId: string | undefined): string {
  const code = (err as { code?: unknown }).code;
  const message = err instanceof Error ? err.message : String(err);
  const where = projectId ?? 'the local emulators';

  if (!projectId && /ECONNREFUSED|fetch failed/.test(message)) {
    return 'The local Auth emulator is not answering: start the stack with `npm start` (or name a real project with --project <id>).';
  }
  const login = projectId ? loginFailure(err, projectId) : undefined;
  if (login) return login;
  if (code === 'auth/project-not-found' || /CONFIGURATION_NOT_FOUND|PROJECT_NOT_FOUND/.test(message)) {
    return `${where} has no Firebase Authentication to work on: check the id after --project, and enable Authentication (email/password) in the Firebase console.`;
  }
  if (code === 'auth/insufficient-permission' || /PERMISSION_DENIED|\b403\b/.test(message)) {
    return (
      `The Google account your gcloud login uses may not manage the users of ${where}: ` +
      'run `gcloud auth application-default login` with an owner of the project (or one with the Firebase Authentication Admin role).'
    );
  }
  return `admin:grant failed on ${where}: ${message}`;
}
