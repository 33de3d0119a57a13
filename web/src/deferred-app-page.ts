import { signInPath } from '@shared/paths';
import { AD_PIXEL_ID } from '@/config/site';
import { pixelAllowedOnPage, placePixel } from '@/lib/ad-pixel';
import { storeAffiliateCode } from '@/lib/checkout';
import { SIGN_IN_FIRST_TEMPLATE_ID, keepUntilLive } from '@/islands/until-app-live';
import { whenIntent } from '@/islands/held-taps';
import { trackPageView } from '@/lib/insights';
import { nextTask } from '@/islands/next-task';
import { showPaintedToast } from '@/lib/painted-toast';
import { hasSessionHint } from '@/lib/session-hint';
import { EARLY_ACTIONS } from './app/early-actions';

/**
 * The one script of /auth, /founders/new and the quiz's start (app/routes.tsx
 * marks them), in place of the SPA's src/main.tsx: their HTML is usable as it
 * arrives (the sign-in form, the Start button), and the SPA (React, MUI, the
 * router, formik, then the Auth SDK) starts on the visitor's first move
 * (islands/until-app-live.ts), not while the page loads; until it is live, its early
 * actions (the quiz's Start, the sign-up toggle) answer from here. What a page does on arrival
 * is done now, as on a page of islands: the page view, the ad pixel (where it
 * is allowed) and an affiliate's `?aff=` code. A browser that had a session
 * starts the app at once: a member is sent on from a form they never see.
 */
const start = () => void import('./app/start-app').then(({ startApp }) => startApp());

/**
 * A visitor without a session on a page that needs one already sees the sign-in form (that is how the page is
 * prerendered): the address becomes /auth's, coming back here after, and the app's toast, painted by the server,
 * says why, from the frame after the form's. The app, when it starts, starts as /auth.
 */
function sendToSignIn(signInFirst: HTMLTemplateElement) {
  window.history.replaceState(window.history.state, '', signInPath(window.location.pathname));
  trackPageView(window.location.pathname, window.location.search);
  // Once the form is painted (the frame after this task): appended sooner, the toast's layout joined the page's first
  // full layout in one long task, which on a slow phone held the form back.
  requestAnimationFrame(() => setTimeout(() => showPaintedToast(signInFirst), 0));
}

/**
 * What any page does on arrival, each step in a task of its own after this script's: this script runs in the task
 * that ends the document's parsing, already the page's longest, and the page view's beacon and the address move
 * cost a few milliseconds each. Resolves once all is done, so the app starts only after (as /auth, counted once).
 */
async function arrive(): Promise<void> {
  const { pathname, search } = window.location;
  await nextTask();
  // Counted now, as on any page: the app's own count, when it starts, is of the same address and adds none.
  trackPageView(pathname, search);
  await nextTask();
  placePixel(pixelAllowedOnPage(), AD_PIXEL_ID);
  storeAffiliateCode(new URLSearchParams(search).get('aff'));
  const signInFirst = document.getElementById(SIGN_IN_FIRST_TEMPLATE_ID);
  if (!(signInFirst instanceof HTMLTemplateElement)) return;
  await nextTask();
  sendToSignIn(signInFirst);
}

if (hasSessionHint()) {
  start();
} else {
  const arrived = arrive();
  void whenIntent(document).then(() => arrived.then(start));
}
keepUntilLive(EARLY_ACTIONS);
