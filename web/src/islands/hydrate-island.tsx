import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, startTransition, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { PageDataContext } from '@/lib/page-data';
import { readPageData } from '@/lib/read-page-data';
import type { PageData } from '@shared/pages/page-data';
import { theme } from '@/lib/theme';

function Live({ onHydrated, onLive, children }: { onHydrated: () => void; onLive: () => void; children: ReactNode }) {
  useLayoutEffect(onHydrated, [onHydrated]);
  useEffect(onLive, [onLive]);
  return children;
}

/**
 * The events on which React, finding the markup under them not yet hydrated, hydrates all that is left of the root
 * at once before it handles them (react-dom's discrete replayable events).
 */
const HYDRATING_EVENTS = (
  'pointerdown pointerup pointercancel mousedown mouseup touchstart touchend touchcancel click auxclick dblclick contextmenu ' +
  'keydown keypress keyup input textInput compositionstart compositionend change copy cut paste dragstart dragend drop reset'
).split(' ');

const isTextBox = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'submit', 'button', 'reset', 'hidden', 'file', 'image'].includes(target.type));

/** The presses of a tap or a click, before its `click`: what the island's own answers never need React for. */
const isPress = (event: Event) => /^(pointer|mouse|touch)/.test(event.type);

/**
 * Keeps presses and text-box events from React until the root has hydrated, else React hydrates the whole island in
 * that one task: left to React's own replay, the contact form's first tap took 325 ms at 4x CPU, against 86 ms. Typing
 * is adopted later (hooks/use-early-input.ts); clicks go to `before` or are held (islands/held-taps.ts). Registered
 * before React's listeners; returns how to stop.
 */
function keepFromReact(element: HTMLElement): () => void {
  const keep = (event: Event) => {
    if (isPress(event) || isTextBox(event.target)) event.stopImmediatePropagation();
  };
  for (const type of HYDRATING_EVENTS) element.addEventListener(type, keep, { capture: true, passive: true });
  return () => {
    for (const type of HYDRATING_EVENTS) element.removeEventListener(type, keep, { capture: true });
  };
}

/**
 * Hydrates the server's markup inside `element` as a React root of its own,
 * with the app's theme, toasts and the page's data but no router: React and MUI
 * for that subtree, not the whole app. Settles once it is live.
 */
export function hydrateIsland(element: HTMLElement, render: (pageData: PageData) => ReactNode): Promise<void> {
  const pageData = readPageData();
  const hydrated = keepFromReact(element);
  return new Promise((resolve) => {
    // As in src/main.tsx: a transition, so hydration yields to the browser every few milliseconds.
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <ThemeProvider theme={theme}>
            <PageDataContext value={pageData}>
              <ToastProvider>
                <Live onHydrated={hydrated} onLive={resolve}>
                  {render(pageData)}
                </Live>
              </ToastProvider>
            </PageDataContext>
          </ThemeProvider>
        </StrictMode>,
        { onRecoverableError: (error) => console.error('Hydration fell back to a client render', error) },
      );
    });
  });
}
