import { lazy } from 'react';
import { useSendToSignIn } from '@/features/certificates/hooks/use-send-to-sign-in';
import { useSessionHint } from '@/hooks/use-session-hint';

const AuthPage = lazy(() => import('@/features/auth/components/auth-page'));
// The form and its checks need the Auth and Functions SDKs.
const CreateCertificateWithSdk = lazy(() => import('@/features/certificates/components/create-certificate-with-sdk'));

/**
 * /founders/new. Most arrivals have no session, so the page is prerendered as
 * the sign-in screen they are sent on to (/auth, coming back here after): it
 * paints at once and the move to /auth changes nothing on screen. A browser
 * that had a session never sees it (the <head> script's mark hides it) and
 * waits for the SDK's answer instead.
 */
export default function CreateCertificateScreen() {
  const session = useSessionHint();
  useSendToSignIn(session === false);
  return session ? <CreateCertificateWithSdk /> : <AuthPage />;
}
