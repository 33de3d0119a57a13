import * as yup from 'yup';
import type { ToastOptions } from '@/components/feedback/toast-provider';
import { ADMIN_PATHS } from '@/config/admin-paths';

/** The spec's error catalogue for /auth, keyed by what went wrong. */
export const AUTH_TOASTS = {
  invalidEmail: { title: 'Invalid Email', message: 'Please enter a valid email address', severity: 'error' },
  invalidPassword: { title: 'Invalid Password', message: 'Password must be at least 6 characters', severity: 'error' },
  accountExists: { title: 'Account Exists', message: 'This email is already registered. Please sign in instead.', severity: 'warning' },
  accountCreated: { title: 'Account Created!', message: 'Please check your email to confirm your account.', severity: 'success' },
  badCredentials: { title: 'Login Failed', message: 'Invalid email or password. Please try again.', severity: 'error' },
  emailNotConfirmed: {
    title: 'Email Not Confirmed',
    message: 'Please check your email and confirm your account before signing in.',
    severity: 'warning',
  },
  welcomeBack: { title: 'Welcome Back!', message: 'You have successfully signed in.', severity: 'success' },
  unexpected: { title: 'Error', message: 'An unexpected error occurred. Please try again.', severity: 'error' },
  /** Word for word the same whether or not the address has an account: the form must not tell a stranger which addresses do. */
  resetSent: {
    title: 'Check Your Email',
    message: "If an account uses that address, we've sent it a link to choose a new password. It can take a minute; check your spam folder too.",
    severity: 'success',
  },
} satisfies Record<string, ToastOptions>;

/** An admin lands where the sign-in was headed (the spec's destination), with the way to the admin screens in the welcome. */
export const ADMIN_WELCOME: ToastOptions = {
  ...AUTH_TOASTS.welcomeBack,
  link: { label: 'Open the Admin Dashboard', href: ADMIN_PATHS.dashboard },
};

export const MIN_PASSWORD_LENGTH = 6;

const emailSchema = yup.object({
  email: yup.string().trim().required(AUTH_TOASTS.invalidEmail.message).email(AUTH_TOASTS.invalidEmail.message),
});
const credentialsSchema = emailSchema.shape({
  password: yup.string().required(AUTH_TOASTS.invalidPassword.message).min(MIN_PASSWORD_LENGTH, AUTH_TOASTS.invalidPassword.message),
});

function firstProblem(schema: yup.AnyObjectSchema, values: object): ToastOptions | null {
  try {
    schema.validateSync(values, { abortEarly: true });
    return null;
  } catch (err) {
    if (!(err instanceof yup.ValidationError)) throw err;
    return err.path === 'email' ? AUTH_TOASTS.invalidEmail : AUTH_TOASTS.invalidPassword;
  }
}

/** The toast for the first bad field, or null when both are fine. */
export const credentialsProblem = (values: { email: string; password: string }): ToastOptions | null =>
  firstProblem(credentialsSchema, values);

/** The reset form asks only for the email. */
export const resetProblem = (values: { email: string }): ToastOptions | null => firstProblem(emailSchema, values);

/**
 * Firebase's own messages read like "Firebase: Error (auth/weak-password).",
 * so the server's message for each code we can name is spelled out here.
 */
const FIREBASE_MESSAGES: Record<string, string> = {
  'auth/invalid-email': 'Please enter a valid email address',
  'auth/weak-password': 'Password must be at least 6 characters',
  'auth/missing-password': 'Password must be at least 6 characters',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'auth/user-disabled': 'This account has been disabled. Contact us if you think this is a mistake.',
  'auth/operation-not-allowed': 'Email sign-in is not available right now. Please try again later.',
};

const BAD_CREDENTIALS = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
]);

function firebaseCode(err: unknown): string | null {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
}

export type AuthFailure = { toast: ToastOptions; switchToLogin?: boolean };

export function signUpFailure(err: unknown): AuthFailure {
  const code = firebaseCode(err);
  if (!code) return { toast: AUTH_TOASTS.unexpected };
  if (code === 'auth/email-already-in-use') return { toast: AUTH_TOASTS.accountExists, switchToLogin: true };
  return {
    toast: {
      title: 'Sign Up Failed',
      message: FIREBASE_MESSAGES[code] ?? 'We could not create your account. Please try again.',
      severity: 'error',
    },
  };
}

/**
 * What a failed reset request says, or null where the visitor is told the link is on its way. Firebase answers an
 * address without an account with auth/user-not-found (the emulator always, a project without email enumeration
 * protection too): that must read exactly as a sent link does, or the form would tell anyone which addresses have
 * accounts here.
 */
export function resetFailure(err: unknown): ToastOptions | null {
  const code = firebaseCode(err);
  if (code === 'auth/user-not-found') return null;
  if (!code) return AUTH_TOASTS.unexpected;
  if (code === 'auth/invalid-email' || code === 'auth/missing-email') return AUTH_TOASTS.invalidEmail;
  return {
    title: 'Reset Failed',
    message: FIREBASE_MESSAGES[code] ?? 'We could not send the reset link. Please try again.',
    severity: 'error',
  };
}

export function signInFailure(err: unknown): AuthFailure {
  const code = firebaseCode(err);
  if (!code) return { toast: AUTH_TOASTS.unexpected };
  if (BAD_CREDENTIALS.has(code)) return { toast: AUTH_TOASTS.badCredentials };
  return {
    toast: { title: 'Login Failed', message: FIREBASE_MESSAGES[code] ?? 'We could not sign you in. Please try again.', severity: 'error' },
  };
}
