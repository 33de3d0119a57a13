import HomePage from '@/features/marketing/components/home-page';
import SocialProofToast from '@/features/social-proof/components/social-proof-toast';
import { SignUpIsland } from './sign-up-island';

/** The home page with the social-proof toast and the sign-up form. */
export default function HomeRoute() {
  return <HomePage signUp={<SignUpIsland idPrefix="home-signup" />} toast={<SocialProofToast />} />;
}
