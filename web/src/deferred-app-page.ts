import { signInPath } from '@shared/paths';
import { AD_PIXEL_ID } from '@/config/site';
import { whenIntent } from '@/islands/held-taps';
import { nextTask } from '@/islands/next-task';
import { SIGN_IN_FIRST_TEMPLATE_ID, keepUntilLive } from '@/islands/until-app-live';
import { pixelAllowedOnPage, placePixel } from '@/lib/ad-pixel';
import { storeAffiliateCode } from '@/lib/checkout';
import { trackPageView } from '@/lib/insights';
import { showPaintedToast } from '@/lib/painted-toast';
import { hasSessionHint } from '@/lib/session-hint';
import { EARLY_ACTIONS } from './app/early-actions';

/**
 * The one script of /auth, /founders/new and the quiz's start (app/routes.tsx), instead of src/main.tsx: their HTML
 * works as it arrives, so the SPA starts on the first move (islands/until-app-live.ts), or at once with a session.
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
 * Arrival work, each step in a task of its own: this script runs in the page's longest task (the end of parsing).
 * Resolves once done, so the app starts after it (and the view is counted once, as /auth).
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
