import { Suspense, lazy } from 'react';
import HomePage from '@/features/marketing/components/home-page';
import { SignUpIsland } from './sign-up-island';

// The toast reads Firestore; its chunk (and the Firebase SDK) loads only after the page is up and idle.
const SocialProofToast = lazy(() => import('@/features/social-proof/components/social-proof-toast'));

/** The home page with the social-proof toast and the sign-up form. */
export default function HomeRoute() {
  return (
    <HomePage
      signUp={<SignUpIsland idPrefix="home-signup" />}
      afterFirstPaint={
        <Suspense fallback={null}>
          <SocialProofToast />
        </Suspense>
      }
    />
  );
}
