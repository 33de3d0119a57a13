import type { Auth } from 'firebase-admin/auth';
import type { RoleClaim } from '../shared/admin-claims';
import type { CrewMember } from '../shared/contracts/crew-access';

/** A refusal that is already a sentence for whoever asked (the script's user, or the admin on /admin). */
export class ClaimRefusal extends Error {}

const ROLE_NAMES: Record<RoleClaim, string> = { admin: 'an admin', crew: 'dock crew' };

/**
 * Grants or revokes one of the owner's claims (functions/src/shared/admin-claims.ts), keeping the others. Granting
 * needs a verified address, or the claim would wait for whoever confirms it. Revoking also revokes refresh tokens.
 * Returns the message for the asker; throws a showable ClaimRefusal on refusal.
 */
export async function setRoleClaim(auth: Auth, email: string, role: RoleClaim, revoke: boolean): Promise<string> {
  const user = await auth.getUserByEmail(email).catch((err: unknown) => {
    if ((err as { code?: string }).code === 'auth/user-not-found') throw new ClaimRefusal(`No account for ${email}: sign up on the site first.`);
    throw err;
  });
  if (!revoke && !user.emailVerified) {
    throw new ClaimRefusal(
      `${email} has not confirmed its email address: confirm it (the link in the sign-up email), then try again.`,
    );
  }
  const claims = { ...(user.customClaims ?? {}) };
  if (revoke) delete claims[role];
  else claims[role] = true;
  await auth.setCustomUserClaims(user.uid, claims);
  if (!revoke) return `${email} is now ${ROLE_NAMES[role]}. They must sign out and in again.`;
  await auth.revokeRefreshTokens(user.uid);
  return `${email} is no longer ${ROLE_NAMES[role]}; their sessions end when their current ID token expires (within the hour).`;
}

/** Every account holding the crew claim, by address. Pages through all users: a few thousand at most here. */
export async function crewMembers(auth: Auth): Promise<CrewMember[]> {
  const crew: CrewMember[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users)
      if (user.customClaims?.crew === true) crew.push({ uid: user.uid, email: user.email ?? '', name: user.displayName ?? null });
    pageToken = page.pageToken;
  } while (pageToken);
  return crew.sort((a, b) => a.email.localeCompare(b.email));
}
