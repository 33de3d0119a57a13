/**
 * The built index.html before prerendering (an empty #root): Hosting serves it
 * for the routes rendered in the browser only, and the web build puts a copy
 * beside the server bundle, where ogCertificate renders certificate pages and
 * the Wall of Fame into it without a round trip to Hosting.
 */
export const APP_SHELL_FILE = 'app-shell.html';

/** On the shell's app script, the web build (web/vite.config.ts) names the islands entry (web/src/islands.ts) in this attribute. */
export const ISLANDS_ENTRY_ATTRIBUTE = 'data-islands-src';

const APP_SCRIPT = new RegExp(`(<script type="module" crossorigin src=")([^"]+)" ${ISLANDS_ENTRY_ATTRIBUTE}="([^"]+)"></script>`);

/**
 * The shell with its one script for a page: the islands entry on a page served
 * as HTML with islands, else the SPA (either way without the attribute).
 */
export function withEntryScript(shell: string, islands: boolean): string {
  const match = APP_SCRIPT.exec(shell);
  if (!match) throw new Error(`The app shell's script carries no ${ISLANDS_ENTRY_ATTRIBUTE} (build the web app with its Vite config)`);
  const [tag, opening, app, islandsEntry] = match;
  return shell.replace(tag, () => `${opening}${islands ? islandsEntry : app}"></script>`);
}
