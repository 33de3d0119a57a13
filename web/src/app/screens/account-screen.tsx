import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { PagePlaceholder } from '@/components/feedback/page-loading';
import { CreateCertificateMeta } from '@/features/certificates/components/create-certificate-meta';
import { useSendToSignIn } from '@/features/certificates/hooks/use-send-to-sign-in';
import { useSessionHint } from '@/hooks/use-session-hint';
import { PATHS } from '@shared/paths';

const AuthPage = lazy(() => import('@/features/auth/components/auth-page'));
// The form and its checks need the Auth and Functions SDKs.
const CreateCertificateWithSdk = lazy(() => import('@/features/certificates/components/create-certificate-with-sdk'));

/**
 * /auth and /founders/new as one screen, so moving between them keeps the page. /founders/new is prerendered as the
 * sign-in form most arrivals (no session) are sent to, so the move changes nothing on screen; with a session the
 * <head> script's mark hides it until the create form.
 */
export default function AccountScreen() {
  const creating = useLocation().pathname === PATHS.createCertificate;
  const session = useSessionHint();
  useSendToSignIn(creating && session === false);
  if (!creating || !session) return <AuthPage />;
  // The sign-in form it replaces took its <title> with it: the create form's is shown while the form's code loads.
  return (
    <Suspense
      fallback={
        <>
          <CreateCertificateMeta />
          <PagePlaceholder />
        </>
      }
    >
      <CreateCertificateWithSdk />
    </Suspense>
  );
}
