import { pageFlag } from '@/lib/page-flag';

export type AuthMode = 'login' | 'signup' | 'reset';

/**
 * Sign in, sign up or reset on /auth: one served form with three sets of words, so a tap switches at once, even
 * before the app is live (app/early-actions.ts). The toggle empties the boxes (the spec: "toggling clears the
 * fields"; AUTH_FIELDS).
 */
export const AUTH_MODE = pageFlag<AuthMode>('auth-mode', 'login');

/**
 * The form's id, and the boxes the toggle's tap empties (`data-early-clears`, islands/until-app-live.ts): between sign-in
 * and sign-up. "Back to sign in" from the reset form keeps the address, which the visitor typed to sign in with.
 */
export const AUTH_FORM_ID = 'auth-form';
export const AUTH_FIELDS = `${AUTH_MODE.unless('reset')} #${AUTH_FORM_ID} input`;

/** The toggle's early action (islands/until-app-live.ts). */
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
