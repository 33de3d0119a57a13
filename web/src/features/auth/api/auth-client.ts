import {
  createUserWithEmailAndPassword,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import { firebaseServices } from '@/lib/firebase';
import { hasAdminClaims } from '@shared/admin-claims';

/**
 * The Auth SDK calls of the sign-in page, in a module of their own: the page
 * paints its form without them and loads this when the visitor starts typing
 * or the browser is idle.
 */
const auth = () => firebaseServices().auth;

export function watchUser(onUser: (user: User | null) => void): () => void {
  return onAuthStateChanged(auth(), onUser);
}

/** New accounts wait for email confirmation signed out, as the spec's flow does. */
export async function signUp(email: string, password: string): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(auth(), email, password);
  await sendEmailVerification(user, { url: `${window.location.origin}/` });
  await signOut(auth());
}

/**
 * 'unverified': the password was right, but the address is not confirmed yet (the session is closed again).
 * 'admin': signed in with the admin claim, so the welcome can point to the admin screens.
 */
export async function signIn(email: string, password: string): Promise<'signed-in' | 'admin' | 'unverified'> {
  const { user } = await signInWithEmailAndPassword(auth(), email, password);
  if (user.emailVerified) return hasAdminClaims((await user.getIdTokenResult()).claims) ? 'admin' : 'signed-in';
  await signOut(auth());
  return 'unverified';
}

/**
 * Firebase emails the link and its own page sets the new password (the Auth emulator's link takes it as
 * `&newPassword=`); that page's Continue brings the member back to `continuePath` here to sign in with it.
 */
export async function sendPasswordReset(email: string, continuePath: string): Promise<void> {
  await sendPasswordResetEmail(auth(), email, { url: `${window.location.origin}${continuePath}` });
}
