import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/feedback/toast-provider';
import { PATHS, signInPath } from '@shared/paths';
import { SIGN_IN_FIRST } from '../sign-in-first';

/**
 * A signed-out visitor who reaches the create page inside the app is told why and sent to sign in, coming back
 * here after (one who arrives at it from outside is sent on before the app starts: src/deferred-app-page.ts).
 */
export function useSendToSignIn(signedOut: boolean): void {
  const toast = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedOut) return;
    toast(SIGN_IN_FIRST);
    navigate(signInPath(PATHS.createCertificate), { replace: true });
  }, [signedOut, toast, navigate]);
}
