import { signOut } from 'firebase/auth';
import { PATHS, certificatePath, signInPath } from '@shared/paths';
import { firebaseServices } from './firebase';
import { certificateIdOf } from './own-certificate';

/**
 * What the header's member links do (components/layout/member-links.ts). Loaded on a signed-in person's first use, so
 * visitors' pages never carry the Firebase SDK for them.
 */

/**
 * Where "My certificate" leads: the certificate this account made, else the page that makes one (which also hands a
 * buyer back a certificate made for their purchase elsewhere), else sign-in when the session has ended meanwhile.
 */
export async function ownCertificatePath(): Promise<string> {
  const { auth, firestore } = firebaseServices();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return signInPath(PATHS.createCertificate);
  const mine = await certificateIdOf(firestore, user.uid);
  return mine ? certificatePath(mine) : PATHS.createCertificate;
}

export async function signOutHere(): Promise<void> {
  const { auth } = firebaseServices();
  await auth.authStateReady();
  await signOut(auth);
}
