import { AFTER_FIRST_PAINT_SCRIPT } from './after-first-paint';

/**
 * The built index.html before prerendering (an empty #root): Hosting serves it
 * for the routes rendered in the browser only, and the web build puts a copy
 * beside the server bundle, where the `pages` function renders certificate pages and
 * the Wall of Fame into it without a round trip to Hosting.
 */
export const APP_SHELL_FILE = 'app-shell.html';

/**
 * A page's one script: the SPA (web/src/main.tsx); the islands of a page that is read (web/src/island-page.ts); or the
 * SPA started when the visitor first acts on the page (web/src/deferred-app-page.ts).
 */
export type PageEntry = 'app' | 'islands' | 'deferred-app';

/** On the shell's app script, the web build (web/vite.config.ts) names each other entry in these attributes. */
export const ENTRY_ATTRIBUTES = { islands: 'data-islands-src', 'deferred-app': 'data-deferred-app-src' } as const;

const APP_SCRIPT = new RegExp(
  `(<script type="module" crossorigin src=")([^"]+)" ${ENTRY_ATTRIBUTES.islands}="([^"]+)" ${ENTRY_ATTRIBUTES['deferred-app']}="([^"]+)"></script>`,
);

/**
 * The shell with its one script for a page (without the attributes). A page of islands, already painted from its
 * HTML, has in its place the inline loader that fetches the islands after that paint (@shared/html/after-first-paint).
 */
export function withEntryScript(shell: string, entry: PageEntry): string {
  const match = APP_SCRIPT.exec(shell);
  if (!match) throw new Error(`The app shell's script does not name its other entries (build the web app with its Vite config)`);
  const [tag, opening, app, islands, deferredApp] = match;
  if (entry === 'islands') return shell.replace(tag, () => `<script data-src="${islands}">${AFTER_FIRST_PAINT_SCRIPT}</script>`);
  return shell.replace(tag, () => `${opening}${entry === 'app' ? app : deferredApp}"></script>`);
}
