import { PATHS, signInPath } from '@shared/paths';
import { startOnIntent } from '@/lib/deferred-app';
import { trackPageView } from '@/lib/insights';
import { whenIdle } from '@/lib/islands';
import { hasSessionHint } from '@/lib/session-hint';
import { SIGN_IN_FIRST } from '@/features/certificates/sign-in-first';

/**
 * The one script of /auth and /founders/new (app/routes.tsx marks them), in
 * place of the SPA's src/main.tsx: their HTML is the sign-in form, usable as it
 * arrives, and the SPA (React, MUI, the router, formik, then the Auth SDK)
 * starts on the visitor's first move (lib/deferred-app.ts), not while the page
 * loads. A browser that had a session starts it at once: a member is sent on
 * from a form they never see.
 */
const start = () => void import('./app/start-app').then(({ startApp }) => startApp());

/**
 * A visitor without a session on the create page already sees the sign-in form (that is how the page is
 * prerendered): the address becomes /auth's, coming back here after, and the app's toast says why, without the app.
 */
function sendToSignIn() {
  const signIn = signInPath(PATHS.createCertificate);
  window.history.replaceState(window.history.state, '', signIn);
  const { pathname, search } = window.location;
  trackPageView(pathname, search);
  void whenIdle()
    .then(() => import('./app/standalone-toast'))
    .then(({ showStandaloneToast }) => showStandaloneToast(SIGN_IN_FIRST));
}

if (hasSessionHint()) {
  start();
} else {
  // Counted now, as on any page: the app's own count, when it starts, is of the same address and adds none.
  trackPageView(window.location.pathname, window.location.search);
  if (window.location.pathname === PATHS.createCertificate) sendToSignIn();
  startOnIntent(start);
}
