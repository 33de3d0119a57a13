import { EARLY_ACTION_ATTRIBUTE, EARLY_ACTIONS_READY_ATTRIBUTE, EARLY_CLEARS_ATTRIBUTE, EARLY_TAPS_GLOBAL } from '@shared/html/head-script';
import type { ToastOptions } from '@/components/feedback/toast-provider';
import { claimTap, holdUntil } from './held-taps';

/**
 * Pages whose first screen needs nothing until used (sign-in, the quiz's Start): the SPA starts on the visitor's
 * first move (src/deferred-app-page.ts). Until then typed text stays (hooks/use-early-input.ts), and a submit or a
 * button tap is replayed once the app is live; the browser never submits such a form itself.
 */

/** The `handle` of a route whose pages start the SPA on first intent (app/routes.tsx). */
export const DEFERRED_APP = { deferredApp: true } as const;

interface DeferredAppHandle {
  deferredApp: true;
  /**
   * On a page that needs a session and is prerendered as the sign-in form: why a visitor without one is moved to
   * sign in. The server paints it into the page (SIGN_IN_FIRST_TEMPLATE_ID), and src/deferred-app-page.ts shows it
   * and moves the address to /auth's, before and without the app.
   */
  signInFirst?: ToastOptions;
}

export const deferredAppNeedingSession = (signInFirst: ToastOptions): DeferredAppHandle => ({ ...DEFERRED_APP, signInFirst });

export const isDeferredAppPage = (handle: unknown): boolean => (handle as Partial<DeferredAppHandle> | undefined)?.deferredApp === true;

export const signInFirstOf = (handle: unknown): ToastOptions | undefined => (handle as Partial<DeferredAppHandle> | undefined)?.signInFirst;

export const SIGN_IN_FIRST_TEMPLATE_ID = 'sign-in-first';

/** Set on <html> by the first page component to mount (components/seo/page-meta.tsx): the app is live. */
export const LIVE_ATTRIBUTE = 'data-hydrated';

const whenLive = () =>
  new Promise<void>((resolve) => {
    const root = document.documentElement;
    const live = new MutationObserver(() => {
      if (!root.hasAttribute(LIVE_ATTRIBUTE)) return;
      live.disconnect();
      resolve();
    });
    live.observe(root, { attributes: true, attributeFilter: [LIVE_ATTRIBUTE] });
  });

/**
 * A button whose tap the page answers before the app is live, and the same way after: `data-early-action="name"`
 * on it, and under that name (app/early-actions.ts) a few lines of plain script that change what the page shows
 * (most often a page flag, lib/page-flag.ts). The app's own handler calls the same function once it is live.
 */
export { EARLY_ACTION_ATTRIBUTE, EARLY_CLEARS_ATTRIBUTE };

/** Empties the boxes a tapped early action names (`data-early-clears`): call it on the tap, before its action. */
export function emptyWhatItClears(button: Element): void {
  const boxes = button.getAttribute(EARLY_CLEARS_ATTRIBUTE);
  if (boxes) for (const box of document.querySelectorAll<HTMLInputElement>(boxes)) box.value = '';
}

export type EarlyActions = Readonly<Record<string, () => void>>;

/**
 * Until the app is live, answers the page's early actions at once and holds
 * the visitor's other submits and button taps, then performs them. Listen for
 * the visitor's intent (held-taps.ts) before calling this: an early tap goes
 * no further than its answer.
 */
export function keepUntilLive(early: EarlyActions): void {
  const live = whenLive();
  // Taps the head script kept before this script ran are answered now, in order; from here on this answers them.
  document.documentElement.setAttribute(EARLY_ACTIONS_READY_ATTRIBUTE, '');
  const kept = window as Window & { [EARLY_TAPS_GLOBAL]?: string[] };
  for (const name of kept[EARLY_TAPS_GLOBAL]?.splice(0) ?? []) early[name]?.();
  // Before the holds below (which listen on the page's root, inside the document): an early tap is answered, not kept.
  const answerEarly = (event: MouseEvent) => {
    const button = (event.target as Element).closest(`[${EARLY_ACTION_ATTRIBUTE}]`);
    const action = button ? early[button.getAttribute(EARLY_ACTION_ATTRIBUTE)!] : undefined;
    if (!button || !action) return;
    claimTap(event);
    emptyWhatItClears(button);
    action();
  };
  document.addEventListener('click', answerEarly, true);
  void live.then(() => document.removeEventListener('click', answerEarly, true));
  // Held until then: a submit (not the browser's own, nor the app's handler while its state is still empty) and a
  // tap on a button; a link is left to go where it goes.
  holdUntil(document.getElementById('root')!, live, { submits: true, clicks: (target) => !!target.closest('button') });
}
