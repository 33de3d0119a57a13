/**
 * Web app config for Firebase. The values are public by design (security comes
 * from rules and functions); a real project sets VITE_FIREBASE_* at build time.
 */
export const firebaseConfig = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-cleveland-floaters.firebaseapp.com',
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-cleveland-floaters',
  storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET ?? 'demo-cleveland-floaters.appspot.com',
  appId: import.meta.env.VITE_FIREBASE_APP_ID ?? '1:000000000000:web:0000000000000000',
};

export const FUNCTIONS_REGION = 'us-central1';

declare const __EMULATOR_HOSTS__: {
  auth: string;
  firestore: { host: string; port: number };
  functions: { host: string; port: number };
  storage: { host: string; port: number };
};

/** A page served from this machine talks to the local emulators, never to a real project. */
export const useEmulators =
  typeof window !== 'undefined' && ['localhost', '127.0.0.1'].includes(window.location.hostname);

export const emulatorHosts = __EMULATOR_HOSTS__;
