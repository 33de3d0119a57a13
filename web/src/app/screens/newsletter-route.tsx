import NewsletterPage from '@/features/marketing/components/newsletter-page';
import { SignUpIsland } from './sign-up-island';

/** /newsletter with the sign-up form ahead of the LinkedIn link. */
export default function NewsletterRoute() {
  return <NewsletterPage signUp={<SignUpIsland idPrefix="signup" />} />;
}
