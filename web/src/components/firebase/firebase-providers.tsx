import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, FunctionsProvider, StorageProvider } from 'reactfire';
import { firebaseServices } from '@/lib/firebase';

/**
 * The Firebase SDKs for what they wrap. Only lazily loaded modules import this,
 * so a page that paints from server data never waits for the SDK.
 */
export function FirebaseProviders({ children }: { children: ReactNode }) {
  const { app, auth, firestore, functions, storage } = firebaseServices();
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <FunctionsProvider sdk={functions}>
            <StorageProvider sdk={storage}>{children}</StorageProvider>
          </FunctionsProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
