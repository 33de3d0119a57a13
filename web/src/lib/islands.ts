import { IDLE_MARK } from '@shared/html/idle-mark';
import { afterThePress, holdUntil, whenIntent } from './intent';
import { nextTask } from './next-task';

/**
 * Islands: behaviour bound to an element of server-rendered markup, found by its
 * `data-island` name. Pages that are read (app/routes.tsx marks them) load only
 * the islands entry (src/islands.ts), never React: each island starts when it is
 * needed. The React components that render the markup call the same attach
 * function through `islandRef`, so a behaviour is written once for both worlds.
 */

/**
 * Brings one marked element to life; returns how to undo that (a React
 * unmount), or a promise that settles once it is live (a React root that hydrates).
 */
export type Attach = (element: HTMLElement) => void | (() => void) | Promise<unknown>;

export type Island =
  /** Small, and needed from the first tap: bundled with the entry and attached at once. */
  | { start: 'now'; attach: Attach }
  | {
      /**
       * Loaded and attached once the page is idle after its load ('idle'), a few seconds after that ('settled',
       * `whenSettled`), once it is idle and the element is near the view ('visible', `NEAR_VIEW`), or when the visitor first
       * shows intent on the element ('touch': a pointer over it, a touch, focus or a key inside it), whichever comes
       * first of its moment and that intent: a visitor quicker than the moment never waits for it. Clicks and
       * submits that arrive before it is live are held and replayed on it then. Nothing heavy competes with the
       * first paint, even a form in the first screen.
       */
      start: 'idle' | 'settled' | 'visible' | 'touch';
      load: () => Promise<{ default: Attach }>;
      /** Read once the page starts: true where this page's state needs the island at idle whatever `start` says. */
      idleWhen?: () => boolean;
      /**
       * Attached at once, before the island is loaded, and undone once it is live: the little a first tap needs
       * answered without waiting for the island (a share sheet that must open inside the tap). What it handles it
       * stops, so that tap is neither held nor replayed.
       */
      before?: (element: HTMLElement) => () => void;
    };

export const ISLAND_ATTRIBUTE = 'data-island';

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
 * How long after the page is first idle a 'settled' island starts: what the visitor cannot notice in a page's first
 * seconds (a poll whose answers change at most every half minute, a toast that the spec shows 15 s on at the
 * earliest) stays out of them, when a slow phone is busiest and the visitor starts to read, scroll and tap.
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
 * scrolls to with one fling ran its code (React, MUI: 100 ms and more on a phone) just as the finger came down on it,
 * and the tap's focus waited for that.
 */
const NEAR_VIEW = '200% 0px';

const whenVisible = (element: HTMLElement) =>
  new Promise<void>((resolve) => {
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

const failed = (name: string) => (err: unknown) => console.error(`Island "${name}" could not start`, err);

/**
 * Starts every island in the document: the 'now' ones at once, each in a task
 * of its own (`nextTask`), the others when their moment comes (or at idle,
 * where the island's `idleWhen` says so). An island inside another is the outer
 * one's (a React island attaches it as it hydrates). Resolves once every 'now'
 * and 'idle' island is live.
 */
export async function startIslands(registry: Readonly<Record<string, Island>>): Promise<void> {
  const started: Promise<unknown>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    if (element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`)) continue;
    const name = element.getAttribute(ISLAND_ATTRIBUTE)!;
    const island = registry[name];
    if (!island) {
      failed(name)(new Error('no island of this name is registered (app/islands.ts)'));
      continue;
    }
    if (island.start === 'now') {
      await nextTask();
      try {
        started.push(Promise.resolve(island.attach(element)).catch(failed(name)));
      } catch (err) {
        failed(name)(err);
      }
      continue;
    }
    const start = island.idleWhen?.() ? 'idle' : island.start;
    const moments = {
      idle: whenIdle,
      settled: whenSettled,
      visible: () => whenIdle().then(() => whenVisible(element)),
    };
    const intent = whenIntent(element).then(afterThePress);
    const undoBefore = island.before?.(element);
    const live = (start === 'touch' ? intent : Promise.race([moments[start](), intent]))
      .then(island.load)
      // Not in the task that ran the island's code: that task is long enough.
      .then(async ({ default: attach }) => {
        await nextTask();
        return attach(element);
      })
      .catch(failed(name));
    // A link of a read-only island goes where it goes; one of a 'touch' island may be a share whose tap is counted.
    holdUntil(element, live, { submits: true, clicks: start === 'touch' ? undefined : (target) => !!target.closest('button') });
    if (undoBefore) void live.finally(undoBefore);
    if (start === 'idle') started.push(live);
  }
  await Promise.all(started);
}

/** One undo for several behaviours attached to an element. */
export const undoAll =
  (...undos: (() => void)[]) =>
  (): void => {
    for (const undo of undos) undo();
  };

/**
 * The same behaviour inside the SPA: `ref={islandRef(attach)}` on the element
 * that carries `data-island`. Create it once per module (a stable function), so
 * React attaches on mount and undoes it on unmount (React 19 ref cleanups).
 */
export const islandRef =
  (attach: Attach) =>
  (element: HTMLElement | null): void | (() => void) => {
    const undo = element ? attach(element) : undefined;
    return typeof undo === 'function' ? undo : undefined;
  };

/** The `handle` of a route whose pages are served as HTML with islands rather than as the SPA (app/routes.tsx). */
export const ISLAND_PAGE = { islands: true } as const;

export const isIslandPage = (handle: unknown): boolean => (handle as Partial<typeof ISLAND_PAGE> | undefined)?.islands === true;
