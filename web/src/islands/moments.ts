import { IDLE_MARK } from '@shared/html/idle-mark';

let idle: Promise<void> | undefined;

/** Resolves when the browser is first idle after the page's load event, which it marks for the Lighthouse bench. */
export function whenIdle(): Promise<void> {
  idle ??= new Promise((resolve) => {
    const afterLoad = () => {
      const done = () => {
        performance.mark(IDLE_MARK);
        resolve();
      };
      if ('requestIdleCallback' in window) window.requestIdleCallback(done, { timeout: 2000 });
      else setTimeout(done, 1);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return idle;
}

/**
 * How long after the page is first idle work the visitor cannot notice waits (a poll whose answers change at most
 * every half minute, a toast the spec shows 15 s in at the earliest, drawing a share picture): out of the first
 * seconds, when a slow phone is busiest and the visitor starts to read, scroll and tap.
 */
export const SETTLED_AFTER_IDLE_MS = 5_000;

let settled: Promise<void> | undefined;

/** Resolves SETTLED_AFTER_IDLE_MS after the page is first idle: one moment for the page, however many wait for it. */
export function whenSettled(): Promise<void> {
  settled ??= whenIdle().then(() => new Promise((resolve) => setTimeout(resolve, SETTLED_AFTER_IDLE_MS)));
  return settled;
}

/**
 * How near the view a 'visible' island starts: within two screens of it. Started only once in view, a form a visitor
 * scrolls to with one fling ran its code (React, MUI: 100 ms and more on a phone) just as the finger came down on it.
 */
const NEAR_VIEW = '200% 0px';

export const whenNearView = (element: HTMLElement): Promise<void> =>
  new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_VIEW },
    );
    observer.observe(element);
  });
