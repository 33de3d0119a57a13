import Box from '@mui/material/Box';
import { lazy, useState } from 'react';
import { hasSessionHint } from '@/lib/session-hint';
import { useSendToSignIn } from '../hooks/use-send-to-sign-in';

// The form and its checks need the Auth and Functions SDKs.
const CreateCertificateWithSdk = lazy(() => import('./create-certificate-with-sdk'));

/**
 * /founders/new. A browser that never had a session is sent to sign in at
 * once, without loading the SDK first; any other waits for the SDK's answer.
 */
export default function CreateCertificateRoute() {
  const [signedOut] = useState(() => !hasSessionHint());
  useSendToSignIn(signedOut);
  // The placeholder keeps the loading screen's height while the visitor is sent on, so the footer does not jump up first.
  return signedOut ? <Box sx={{ minHeight: '100vh' }} /> : <CreateCertificateWithSdk />;
}
