import { pageFlag } from '@/lib/page-flag';

export type AuthMode = 'login' | 'signup';

/**
 * Sign in or sign up, on /auth. Both forms are one form with two sets of
 * words, all in the served page, so the toggle switches them at once, before
 * the app is live if need be (app/early-actions.ts), and keeps what was typed.
 */
export const AUTH_MODE = pageFlag<AuthMode>('auth-mode', 'login');

/** The toggle's early action (lib/deferred-app.ts). */
export const AUTH_MODE_ACTION = 'auth-mode';

export function toggleAuthMode(): void {
  AUTH_MODE.write(AUTH_MODE.read() === 'login' ? 'signup' : 'login');
}
