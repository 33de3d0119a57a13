import { Outlet } from 'react-router-dom';
import { FirebaseProviders } from '@/components/firebase/firebase-providers';

/**
 * Routes that use Firebase render inside this lazily loaded element, so the
 * visitor pages never download the SDK.
 */
export default function FirebaseRoot() {
  return (
    <FirebaseProviders>
      <Outlet />
    </FirebaseProviders>
  );
}
