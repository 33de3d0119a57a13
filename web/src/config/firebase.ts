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

export { FUNCTIONS_REGION } from '@shared/functions-region';

/** The local ports at FLOATERS_PORT_OFFSET 0: where this build's pages are served from (Hosting's emulator, or the dev server), and each emulator. */
declare const __LOCAL_PORTS__: { site: number; auth: number; firestore: number; functions: number; storage: number };

/** A page served from this machine talks to the local emulators, never to a real project. */
export const useEmulators =
  typeof window !== 'undefined' && ['localhost', '127.0.0.1'].includes(window.location.hostname);

/**
 * Every local port moves by the same FLOATERS_PORT_OFFSET, so the page's own
 * port says where its emulators are: one build serves stacks side by side
 * (`FLOATERS_TEST_STACKS=2 npm test` runs two).
 */
const portOffset = useEmulators ? Number(window.location.port) - __LOCAL_PORTS__.site : 0;
const LOCAL_HOST = '127.0.0.1';

export const emulatorHosts = {
  auth: `http://${LOCAL_HOST}:${__LOCAL_PORTS__.auth + portOffset}`,
  firestore: { host: LOCAL_HOST, port: __LOCAL_PORTS__.firestore + portOffset },
  functions: { host: LOCAL_HOST, port: __LOCAL_PORTS__.functions + portOffset },
  storage: { host: LOCAL_HOST, port: __LOCAL_PORTS__.storage + portOffset },
};
