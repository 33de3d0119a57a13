import { nodeAt, pathTo } from '@/lib/dom-path';

/**
 * The one place taps are held and replayed: an island that starts on the visitor's intent (start-islands.ts) and a
 * page whose SPA starts on the first move (until-app-live.ts) both wait and hold this way, and what answers a tap before
 * either is live claims it here (`claimTap`).
 */

/**
 * What tells that the visitor is about to use an element: early enough that its code is there by the click; the
 * click itself for one that comes with none of them (from assistive technology).
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

/**
 * Resolves on the visitor's first sign of intent inside `target` (an element, or the whole document). Listen
 * before holding on the same element (`holdUntil`): a held click goes no further.
 */
export function whenIntent(target: EventTarget): Promise<Event> {
  return new Promise((resolve) => {
    const touched = (event: Event) => {
      // The page's own `autofocus` is not the visitor's move.
      if (event.type === 'focusin' && (event.target as Element).hasAttribute?.('autofocus')) return;
      for (const type of INTENT_EVENTS) target.removeEventListener(type, touched, true);
      resolve(event);
    };
    for (const type of INTENT_EVENTS) target.addEventListener(type, touched, { capture: true, passive: true });
  });
}

/** How long a press may last before its click, as a slow tap does; past it the code that waits for the press goes on. */
const PRESS_MS = 1_000;

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Resolves once the press (pointer or touch down) has had its click answered and two frames painted, the second
 * showing any transition; at once for other intents. So code started on a tap (an island's React and MUI) never
 * delays the frame that answers it.
 */
export function afterThePress(intent: Event): Promise<void> {
  if (intent.type !== 'pointerdown' && intent.type !== 'touchstart') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const ends = ['click', 'pointercancel', 'touchcancel'] as const;
    const ended = () => {
      window.clearTimeout(timer);
      for (const type of ends) window.removeEventListener(type, ended, true);
      // After the click's own listeners, then its frame and the next.
      setTimeout(
        () =>
          void frame()
            .then(frame)
            .then(() => setTimeout(resolve, 0)),
        0,
      );
    };
    const timer = window.setTimeout(ended, PRESS_MS);
    for (const type of ends) window.addEventListener(type, ended, { capture: true, passive: true });
  });
}

export interface HoldOptions {
  /** Which clicks to keep, by their target; by default every one. */
  clicks?: (target: Element) => boolean;
  /** Also keep form submits (the browser's own is then never made), replayed as `requestSubmit()`. */
  submits?: boolean;
}

/**
 * Answers a tap here and now: neither held for the code on its way nor seen by any other listener (React's, which
 * would hydrate a whole island in that one task). For what must answer inside the tap: an island's `before`
 * (the certificate's Share) and a deferred page's early actions.
 */
export function claimTap(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

const isSubmitter = (control: Element | null) =>
  (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit';

type Held = { path: number[]; replay: (on: Element) => void; target: Element };

/**
 * Holds clicks (and a button's Enter or Space) and, if asked, submits that reach `root` before `live` settles, then
 * replays them in order on the node hydration adopted (or the one in its place). Replayed within user activation, so
 * a share sheet or the clipboard still opens.
 */
export function holdUntil(root: Element, live: Promise<unknown>, { clicks = () => true, submits = false }: HoldOptions = {}): void {
  const held: Held[] = [];
  const hold = (event: Event, replay: Held['replay']) => {
    const target = event.target as Element;
    const path = pathTo(root, target);
    if (!path) return;
    claimTap(event);
    held.push({ target, path, replay });
  };
  const holdClick = (event: MouseEvent) => {
    // The browser opens a popover from its button itself; holding the click would cancel that.
    if ((event.target as Element).closest('[popovertarget]')) return;
    // A submit button's click goes on to submit its form, and that submit is what is held.
    if (submits && isSubmitter((event.target as Element).closest('button, input'))) return;
    if (clicks(event.target as Element)) hold(event, (on) => on.dispatchEvent(new MouseEvent('click', event)));
  };
  const holdSubmit = (event: SubmitEvent) => hold(event, (on) => (on as HTMLFormElement).requestSubmit());
  root.addEventListener('click', holdClick as EventListener, true);
  if (submits) root.addEventListener('submit', holdSubmit as EventListener, true);
  void live.finally(() => {
    root.removeEventListener('click', holdClick as EventListener, true);
    root.removeEventListener('submit', holdSubmit as EventListener, true);
    for (const { target, path, replay } of held) {
      const on = target.isConnected && root.contains(target) ? target : nodeAt(root, path);
      if (on) replay(on);
    }
  });
}
