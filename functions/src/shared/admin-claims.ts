/**
 * Who counts as an admin, for the functions and the web app alike (the
 * Firestore and Storage rules spell out the same two conditions): the `admin`
 * custom claim on an account whose email address is verified. Without the
 * second condition, an account signed up with someone else's address and never
 * confirmed would act with the rights granted to that address.
 */
export const ADMIN_CLAIMS = { admin: true, email_verified: true } as const;

/** The dock crew: the `crew` claim on a verified address checks tickets in (decisions.md section 9). */
export const CREW_CLAIMS = { crew: true, email_verified: true } as const;

/** The custom claims the owner grants, each with what it lets an account do. */
export type RoleClaim = 'admin' | 'crew';

export function hasAdminClaims(token: Readonly<Record<string, unknown>> | null | undefined): boolean {
  return !!token && token.admin === ADMIN_CLAIMS.admin && token.email_verified === ADMIN_CLAIMS.email_verified;
}

/** Crew, or an admin: admins can do whatever crew can. */
export function hasCrewAccess(token: Readonly<Record<string, unknown>> | null | undefined): boolean {
  return hasAdminClaims(token) || (!!token && token.crew === CREW_CLAIMS.crew && token.email_verified === CREW_CLAIMS.email_verified);
}
