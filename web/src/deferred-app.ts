import { PATHS } from '@shared/paths';
import { startOnIntent } from '@/lib/deferred-app';
import { trackPageView } from '@/lib/insights';
import { whenIdle } from '@/lib/islands';
import { hasSessionHint } from '@/lib/session-hint';

/**
 * The one script of /auth and /founders/new (app/routes.tsx marks them), in
 * place of the SPA's src/main.tsx: their HTML is the sign-in form, usable as it
 * arrives, and the SPA (React, MUI, the router, formik, then the Auth SDK)
 * starts on the visitor's first move (lib/deferred-app.ts), not while the page
 * loads. A browser that had a session starts it at once: a member is sent on
 * from a form they never see. So does the create page once the browser is idle:
 * a visitor without a session is told there why they have a sign-in form, and
 * moved to /auth.
 */
const start = () => void import('./app/start-app').then(({ startApp }) => startApp());

if (hasSessionHint()) {
  start();
} else {
  // Counted now, as on any page: the app's own count, when it starts, is of the same address and adds none.
  trackPageView(window.location.pathname, window.location.search);
  const startNow = startOnIntent(start);
  if (window.location.pathname === PATHS.createCertificate) void whenIdle().then(startNow);
}
