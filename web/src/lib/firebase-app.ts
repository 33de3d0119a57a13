import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseConfig } from '@/config/firebase';

/** The one Firebase app of the page, whichever SDK asks for it first (the full set, or App Check on its own). */
export function firebaseApp(): FirebaseApp {
  return getApps()[0] ?? initializeApp(firebaseConfig);
}
