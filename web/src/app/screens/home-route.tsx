import { Suspense, lazy } from 'react';
import HomePage from '@/features/marketing/components/home-page';

// The toast reads Firestore; its chunk (and the Firebase SDK) loads only after the page is up and idle.
const SocialProofToast = lazy(() => import('@/features/social-proof/components/social-proof-toast'));

/** The home page with the social-proof toast. */
export default function HomeRoute() {
  return (
    <HomePage
      afterFirstPaint={
        <Suspense fallback={null}>
          <SocialProofToast />
        </Suspense>
      }
    />
  );
}
