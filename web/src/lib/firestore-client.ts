import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { emulatorHosts, firebaseConfig, useEmulators } from '@/config/firebase';

/** The one Firebase app of the page, whichever SDK asks for it first. */
export function firebaseApp(): FirebaseApp {
  return getApps()[0] ?? initializeApp(firebaseConfig);
}

let firestore: Firestore | undefined;

/**
 * Firestore on its own, for pages that only read public data (the Wall of
 * Fame's listener): they load no Auth, Functions or Storage SDK. The full set
 * (src/lib/firebase.ts) shares this instance.
 */
export function firestoreClient(): Firestore {
  if (firestore) return firestore;
  firestore = getFirestore(firebaseApp());
  if (useEmulators) connectFirestoreEmulator(firestore, emulatorHosts.firestore.host, emulatorHosts.firestore.port);
  return firestore;
}
