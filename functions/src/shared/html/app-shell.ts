import { AFTER_FIRST_PAINT_SCRIPT } from './after-first-paint';

/**
 * The built index.html before prerendering (an empty #root): Hosting serves it
 * for the routes rendered in the browser only, and the web build puts a copy
 * beside the server bundle, where ogCertificate renders certificate pages and
 * the Wall of Fame into it without a round trip to Hosting.
 */
export const APP_SHELL_FILE = 'app-shell.html';

/**
 * A page's one script: the SPA (web/src/main.tsx); the islands of a page that is read (web/src/islands.ts); or the
 * SPA started when the visitor first acts on the page (web/src/deferred-app.ts).
 */
export type PageEntry = 'app' | 'islands' | 'deferred-app';

/**
 * On the shell's app script, the web build (web/vite.config.ts) names each other entry in these attributes: its
 * file, then the files it imports, space-separated.
 */
export const ENTRY_ATTRIBUTES = { islands: 'data-islands-src', 'deferred-app': 'data-deferred-app-src' } as const;

const APP_SCRIPT = new RegExp(
  `(<script type="module" crossorigin src=")([^"]+)" ${ENTRY_ATTRIBUTES.islands}="([^"]+)" ${ENTRY_ATTRIBUTES['deferred-app']}="([^"]+)"></script>`,
);

/**
 * The shell with its one script for a page (without the attributes). A page of islands, already painted from its
 * HTML, has the inline loader that fetches its islands after that paint (@shared/html/after-first-paint). The
 * deferred SPA, whose first screen is a usable form, is a module script at low priority, with a preload at low
 * priority for each file it imports (where the browser would otherwise find them only once the entry had
 * arrived): at the default high priority, Lighthouse's mobile model counts a module script as holding the first
 * paint back, and it competes with the HTML on a slow connection.
 */
export function withEntryScript(shell: string, entry: PageEntry): string {
  const match = APP_SCRIPT.exec(shell);
  if (!match) throw new Error(`The app shell's script does not name its other entries (build the web app with its Vite config)`);
  const [tag, opening, app, islands, deferredApp] = match;
  if (entry === 'app') return shell.replace(tag, () => `${opening}${app}"></script>`);
  if (entry === 'islands') {
    // The browser finds the entry's imports as it loads it, after the paint; a preload would be fetched before it.
    const [src] = islands!.split(' ');
    return shell.replace(tag, () => `<script data-src="${src}">${AFTER_FIRST_PAINT_SCRIPT}</script>`);
  }
  const [src, ...imports] = deferredApp!.split(' ');
  const preloads = imports.map((file) => `<link rel="modulepreload" crossorigin href="${file}" fetchpriority="low">`).join('');
  return shell.replace(tag, () => `${preloads}${opening}${src}" fetchpriority="low"></script>`);
}
