import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NO_AD_PIXEL_ATTRIBUTE } from '../../web/src/lib/ad-pixel';
import { APP_SHELL_FILE } from '../../functions/src/shared/html/app-shell';

/**
 * Where the ad pixel may load is decided by the route the router matched (its handle), which the site layout
 * renders as NO_AD_PIXEL_ATTRIBUTE for the page's scripts: rendered here by the web app's own server bundle
 * (`npm run build -w web`, which `npm test` runs first), with the router the browser uses.
 */
const SSR_DIR = join(__dirname, '../../functions/lib/ssr');
const SSR = join(SSR_DIR, 'entry-server.cjs');
const SHELL = readFileSync(join(SSR_DIR, APP_SHELL_FILE), 'utf8');
const { renderPage } = require(SSR) as { renderPage(shell: string, url: string, options: object): Promise<string> };
// A private screen's sign-in check (reactfire) starts a 30 s timeout for its first answer, which the server never gets:
// faked, it leaves no timer to hold the suite's process open for half a minute after its last test.
beforeAll(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] }));
afterAll(() => jest.useRealTimers());
const allowedAt = async (path: string) => !(await renderPage(SHELL, path, {})).includes(`${NO_AD_PIXEL_ATTRIBUTE}=`);

describe('where the ad pixel may load', () => {
  it.each(['/', '/why', '/quiz/result/newblood', '/foundingfloaters', '/no-such-page'])('on the public page %s', async (path) => {
    expect(await allowedAt(path)).toBe(true);
  });

  it.each(['/admin', '/admin/email/settings', '/admin/import-gumroad', '/auth', '/founders/new'])('never on %s', async (path) => {
    expect(await allowedAt(path)).toBe(false);
  });

  it.each(['/AUTH', '/%61uth', '/founders/NEW', '/Admin/email/subscribers', '/ADMIN/insights'])(
    'never on %s, another spelling the router matches to a private screen',
    async (path) => {
      expect(await allowedAt(path)).toBe(false);
    },
  );
});
