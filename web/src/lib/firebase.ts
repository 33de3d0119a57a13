import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { FUNCTIONS_REGION, emulatorHosts, useEmulators } from '@/config/firebase';
import { firebaseApp } from './firebase-app';
import { forgetDashboardUnlessFor } from './dashboard-cache';
import { rememberSession } from './session-hint';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  firestore: Firestore;
  functions: Functions;
  storage: FirebaseStorage;
}

let services: FirebaseServices | undefined;

/**
 * The Firebase SDK instances, created once. This module is only imported from
 * lazily loaded code so visitor pages paint without the SDK.
 */
export function firebaseServices(): FirebaseServices {
  if (services) return services;
  const app = firebaseApp();
  // getAuth() would add the popup/redirect helper, which on phones and Safari loads a Google script and an
  // iframe at start-up; email and password sign-in needs neither, and the Content-Security-Policy allows neither.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
  const firestore = getFirestore(app);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  const storage = getStorage(app);
  if (useEmulators) {
    connectFirestoreEmulator(firestore, emulatorHosts.firestore.host, emulatorHosts.firestore.port);
    connectAuthEmulator(auth, emulatorHosts.auth, { disableWarnings: true });
    connectFunctionsEmulator(functions, emulatorHosts.functions.host, emulatorHosts.functions.port);
    connectStorageEmulator(storage, emulatorHosts.storage.host, emulatorHosts.storage.port);
  }
  onAuthStateChanged(auth, (user) => {
    rememberSession(!!user);
    forgetDashboardUnlessFor(user?.uid ?? null);
  });
  services = { app, auth, firestore, functions, storage };
  return services;
}
