import { Outlet } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, FunctionsProvider, StorageProvider } from 'reactfire';
import { firebaseServices } from '@/lib/firebase';

/**
 * Routes that use Firebase render inside this lazily loaded element, so the
 * visitor pages never download the SDK.
 */
export default function FirebaseRoot() {
  const { app, auth, firestore, functions, storage } = firebaseServices();
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <FunctionsProvider sdk={functions}>
            <StorageProvider sdk={storage}>
              <Outlet />
            </StorageProvider>
          </FunctionsProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
