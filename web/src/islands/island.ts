/**
 * An island: behaviour bound to server-rendered markup by its `data-island` name. Read pages (app/routes.tsx) load
 * only the islands entry (src/island-page.ts), never the SPA. React components call the same attach through
 * `islandRef`, so a behaviour is written once.
 */

/** Brings one marked element to life; returns how to undo that, or a promise that settles once it is live. */
export type Attach = (element: HTMLElement) => void | (() => void) | Promise<unknown>;

/**
 * When an island starts, as Astro's `client:` directives: `load` at once, in the entry; otherwise its chunk loads at
 * `idle`, `visible` (idle and within two screens) or `interaction`. The first intent on the element always starts
 * it; a click or submit before it is live is replayed (held-taps.ts).
 */
export type Island =
  | { when: 'load'; attach: Attach }
  | {
      when: 'idle' | 'visible' | 'interaction';
      load: () => Promise<{ default: Attach }>;
      /** Read as the page starts: true where this page's state needs the island at idle whatever `when` says. */
      idleWhen?: () => boolean;
      /**
       * The one exception to holding taps: attached at once and undone once the island is live, it answers inside
       * the tap what cannot wait for it (a share sheet must open within the tap), claiming the tap (`claimTap`).
       */
      before?: (element: HTMLElement) => () => void;
    };

export const ISLAND_ATTRIBUTE = 'data-island';

/** One undo for several behaviours attached to an element. */
export const undoAll =
  (...undos: (() => void)[]) =>
  (): void => {
    for (const undo of undos) undo();
  };

/**
 * The same behaviour inside the SPA: `ref={islandRef(attach)}` on the element that carries `data-island`. Create it
 * once per module (a stable function), so React attaches on mount and undoes it on unmount (React 19 ref cleanups).
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
