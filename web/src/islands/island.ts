/**
 * An island: behaviour bound to an element of server-rendered markup, found by its `data-island` name. A page that is
 * read (app/routes.tsx marks it) loads only the islands entry (src/island-page.ts), never the SPA: each island starts
 * when it is needed (start-islands.ts). The React component that renders the markup calls the same attach function
 * through `islandRef`, so a behaviour is written once for both worlds.
 */

/** Brings one marked element to life; returns how to undo that, or a promise that settles once it is live. */
export type Attach = (element: HTMLElement) => void | (() => void) | Promise<unknown>;

/**
 * When an island starts, as Astro's `client:` directives: `load` at once, bundled with the entry; the others load
 * their code as a chunk at `idle` (the page first idle after its load), when `visible` (idle, and within two
 * screens of the view) or on `interaction` (the visitor's first pointer, touch, focus or key on it). Whatever the
 * moment, the visitor's first intent on the element starts it, and a click or submit before it is live is held and
 * replayed on it (held-taps.ts).
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
