import { pageFlag } from '@/lib/page-flag';

export type AuthMode = 'login' | 'signup' | 'reset';

/**
 * Sign in, sign up or ask for a password reset, on /auth. All three forms are one form with three sets of words, all
 * in the served page, so a tap switches them at once, before the app is live if need be (app/early-actions.ts), and
 * keeps what was typed.
 */
export const AUTH_MODE = pageFlag<AuthMode>('auth-mode', 'login');

/** The toggle's early action (lib/deferred-app.ts). */
export const AUTH_MODE_ACTION = 'auth-mode';

/** "Forgot password?"'s early action. */
export const PASSWORD_RESET_ACTION = 'auth-reset';

/** Sign-in leads to sign-up; sign-up and the reset form lead back to sign-in. */
export function toggleAuthMode(): void {
  AUTH_MODE.write(AUTH_MODE.read() === 'login' ? 'signup' : 'login');
}

/**
 * The reset form asks only for the email: the tapped link hides with the password box, so the focus moves to the
 * email box (the address typed to sign in stays in it), where a keyboard or screen reader user goes on.
 */
export function showPasswordReset(): void {
  AUTH_MODE.write('reset');
  document.querySelector<HTMLInputElement>(`form input[type="email"]`)?.focus();
}
