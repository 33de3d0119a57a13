import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/feedback/toast-provider';
import { PATHS, signInPath } from '@shared/paths';

/** A signed-out visitor on the create page is told why and sent to sign in, coming back here after. */
export function useSendToSignIn(signedOut: boolean): void {
  const toast = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedOut) return;
    toast({ title: 'Authentication Required', message: 'Please sign in to create a founding member certificate.', severity: 'warning' });
    navigate(signInPath(PATHS.createCertificate), { replace: true });
  }, [signedOut, toast, navigate]);
}
