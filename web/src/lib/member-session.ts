import { signOut } from 'firebase/auth';
import { collection, getDocs, limit, query, where } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { PATHS, certificatePath, signInPath } from '@shared/paths';
import { firebaseServices } from './firebase';

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
  const mine = await getDocs(query(collection(firestore, COLLECTIONS.certificates), where('user_id', '==', user.uid), limit(1)));
  return mine.empty ? PATHS.createCertificate : certificatePath(mine.docs[0]!.id);
}

export async function signOutHere(): Promise<void> {
  const { auth } = firebaseServices();
  await auth.authStateReady();
  await signOut(auth);
}
