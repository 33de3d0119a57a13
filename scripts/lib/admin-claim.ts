import type { Auth } from 'firebase-admin/auth';

/**
 * Grants or revokes the admin claim (see functions/src/shared/admin-claims.ts).
 * Granting needs a verified address: the claim on an unverified account would
 * count nowhere (rules and functions ignore it) and would sit ready for
 * whoever confirms the address. Revoking also revokes the account's refresh
 * tokens, so no session keeps acting as admin beyond its current ID token.
 * Returns what to tell the person running the script; throws with a message
 * fit to print when it refuses.
 */
export async function setAdminClaim(auth: Auth, email: string, revoke: boolean): Promise<string> {
  const user = await auth.getUserByEmail(email).catch(() => {
    throw new Error(`No account for ${email}: sign up on the site first.`);
  });
  if (!revoke && !user.emailVerified) {
    throw new Error(`${email} has not confirmed its email address: confirm it (the link in the sign-up email), then run this again.`);
  }
  const claims = { ...(user.customClaims ?? {}) };
  if (revoke) delete claims.admin;
  else claims.admin = true;
  await auth.setCustomUserClaims(user.uid, claims);
  if (!revoke) return `${email} is now an admin. They must sign out and in again.`;
  await auth.revokeRefreshTokens(user.uid);
  return `${email} is no longer an admin; their sessions end when their current ID token expires (within the hour).`;
}
