/**
 * Who counts as an admin, for the functions and the web app alike (the
 * Firestore and Storage rules spell out the same two conditions): the `admin`
 * custom claim on an account whose email address is verified. Without the
 * second condition, an account signed up with someone else's address and never
 * confirmed would act with the rights granted to that address.
 */
export const ADMIN_CLAIMS = { admin: true, email_verified: true } as const;

export function hasAdminClaims(token: Readonly<Record<string, unknown>> | null | undefined): boolean {
  return !!token && token.admin === ADMIN_CLAIMS.admin && token.email_verified === ADMIN_CLAIMS.email_verified;
}
