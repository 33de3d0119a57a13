/**
 * Pages where people work whose first screen is a form that needs nothing
 * until someone uses it (sign-in): the HTML is the form, usable at once, and
 * the SPA starts on the visitor's first move on the page (src/deferred-app.ts).
 * Until the app is live, what the visitor does is kept: typed text stays in the
 * fields (the form adopts it as it hydrates, hooks/use-early-input.ts), a
 * submit is held and a tap on a button is remembered, and both are performed
 * once the app has taken the page over. The browser never submits such a form
 * itself.
 */

/** The `handle` of a route whose pages start the SPA on first intent (app/routes.tsx). */
export const DEFERRED_APP = { deferredApp: true } as const;

export const isDeferredAppPage = (handle: unknown): boolean => (handle as Partial<typeof DEFERRED_APP> | undefined)?.deferredApp === true;

/** What counts as starting on the page: a touch, a click, a key, or focus moving into it (a tab, or autofill). */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Set on <html> by the first page component to mount (components/seo/page-meta.tsx): the app is live. */
export const LIVE_ATTRIBUTE = 'data-hydrated';

const isLive = () => document.documentElement.hasAttribute(LIVE_ATTRIBUTE);

/**
 * Calls `start` (once) on the visitor's first move, holding their submits and
 * button taps until the app is live, then performing them. Returns how to start
 * sooner, on another signal (still once: a second start would hydrate the page twice).
 */
export function startOnIntent(start: () => void): () => void {
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, begin, true);
    start();
  };
  const heldForms = new Set<HTMLFormElement>();
  const heldButtons = new Set<HTMLButtonElement>();
  const holdSubmit = (event: SubmitEvent) => {
    if (isLive()) return;
    // Not the browser's own submit, nor the app's handler while it is still taking the form over with its state empty.
    event.preventDefault();
    event.stopPropagation();
    heldForms.add(event.target as HTMLFormElement);
    begin();
  };
  const holdTap = (event: MouseEvent) => {
    const button = (event.target as Element).closest('button');
    if (!button || button.type === 'submit' || isLive()) return;
    event.stopPropagation();
    heldButtons.add(button);
    begin();
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, begin, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('click', holdTap, true);

  const live = new MutationObserver(() => {
    if (!isLive()) return;
    live.disconnect();
    document.removeEventListener('submit', holdSubmit, true);
    document.removeEventListener('click', holdTap, true);
    for (const button of heldButtons) if (button.isConnected) button.click();
    for (const form of heldForms) if (form.isConnected) form.requestSubmit();
  });
  live.observe(document.documentElement, { attributes: true, attributeFilter: [LIVE_ATTRIBUTE] });
  return begin;
}
