import { AUTH_TOASTS, resetFailure, resetProblem } from '@/features/auth/api/auth-messages';

/** Issue 35: what /auth's "Forgot password?" form says, decided without the Auth SDK. */
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('a password reset request', () => {
  it('reads as sent for an address without an account: the form never tells which addresses have one', () => {
    expect(resetFailure(firebaseError('auth/user-not-found'))).toBeNull();
  });

  it("says plainly what else went wrong, never in Firebase's own words", () => {
    expect(resetFailure(firebaseError('auth/invalid-email'))).toBe(AUTH_TOASTS.invalidEmail);
    expect(resetFailure(firebaseError('auth/too-many-requests'))?.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(resetFailure(firebaseError('auth/unauthorized-continue-uri'))?.message).toBe('We could not send the reset link. Please try again.');
    expect(resetFailure(new Error('offline'))).toBe(AUTH_TOASTS.unexpected);
  });

  it('asks only for a valid email', () => {
    expect(resetProblem({ email: '  ' })).toBe(AUTH_TOASTS.invalidEmail);
    expect(resetProblem({ email: 'not-an-email' })).toBe(AUTH_TOASTS.invalidEmail);
    expect(resetProblem({ email: ' zoe@example.com ' })).toBeNull();
  });
});
