import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from './ports';
import { APP_SHELL_FILE, NOT_FOUND_ROUTE, PRERENDERED_ROUTES, prerenderedFile } from './public-routes';

const DIST = join(ROOT, 'web', 'dist');
const SSR_DIR = join(ROOT, 'functions', 'lib', 'ssr');
export const SSR_BUNDLE = join(SSR_DIR, 'entry-server.cjs');

interface SsrModule {
  renderPage(shell: string, url: string): Promise<string>;
}

/** Writes each static public page, rendered by the server bundle into the built shell, where Hosting serves it. */
export async function prerenderPublicPages(): Promise<string[]> {
  const shellPath = join(DIST, 'index.html');
  copyFileSync(shellPath, join(DIST, APP_SHELL_FILE));
  copyFileSync(shellPath, join(SSR_DIR, APP_SHELL_FILE));
  const shell = readFileSync(shellPath, 'utf8');
  // The home page is painted per request (its words follow the launch phase): an index.html here would be served instead.
  rmSync(shellPath);
  const { renderPage } = require(SSR_BUNDLE) as SsrModule;
  const pages: [string, string][] = [
    ...PRERENDERED_ROUTES.map((r) => [r, prerenderedFile(r)] as [string, string]),
    [NOT_FOUND_ROUTE, '404.html'],
  ];
  for (const [route, file] of pages) {
    const target = join(DIST, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, await renderPage(shell, route));
  }
  return pages.map(([route]) => route);
}
