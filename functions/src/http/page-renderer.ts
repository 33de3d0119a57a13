import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { logExternalError } from '../lib/log-external-error';
import { APP_SHELL_FILE } from '../shared/html/app-shell';
import { jsonScriptTag } from '../shared/html/json-script';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../shared/pages/page-data';
import { defaultLaunchDates, type LaunchDates } from '../shared/launch/launch-phase';

interface SsrModule {
  renderPage(shell: string, url: string, options: { pageData?: PageData; headTags?: boolean }): Promise<string>;
  launchDefaults: LaunchDates;
}

/** The server bundle the web build shipped beside this code: the app shell, its renderer and the quiz pictures. */
export const SSR_DIR = join(__dirname, '..', 'ssr');

let ssr: SsrModule | undefined;
const loadSsr = () => (ssr ??= require(join(SSR_DIR, 'entry-server.cjs')) as SsrModule);

let shell: string | undefined;

/**
 * The app shell, read from disk rather than fetched from the site: pages work before the custom domain's DNS does,
 * and always name the assets of the build they were deployed with.
 */
export async function spaShell(): Promise<string> {
  shell ??= await readFile(join(SSR_DIR, APP_SHELL_FILE), 'utf8');
  return shell;
}

/**
 * The dates the web build's pages speak from until the owner saves them (its VITE_LAUNCH_DATE), so what the function
 * draws outside a page (the sell sheet) names the same season as the page beside it.
 */
export function buildLaunchDefaults(): LaunchDates {
  try {
    return loadSsr().launchDefaults;
  } catch (err) {
    logExternalError('The server bundle did not load; using the demo season', err);
    return defaultLaunchDates();
  }
}

/**
 * The SPA's page for `url`, rendered into `shell` by the web's server bundle (`npm run build -w web`, into lib/ssr)
 * with `pageData` as payload. `headTags`: let the page set title and meta (false with share-preview tags). On failure
 * the shell still carries the payload.
 */
export async function renderAppPage(shell: string, url: string, pageData: PageData, headTags: boolean): Promise<string> {
  try {
    return await loadSsr().renderPage(shell, url, { pageData, headTags });
  } catch (err) {
    logExternalError('Server rendering failed; sending the shell with its data', err, { url });
    return shell.replace(/<\/body>/i, () => `${jsonScriptTag(PAGE_DATA_ELEMENT_ID, pageData)}\n  </body>`);
  }
}
