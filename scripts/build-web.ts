import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib/ports';
import { prerenderPublicPages } from './lib/prerender';

/**
 * `npm run build -w web`: the browser bundle, the server bundle (into
 * functions/lib/ssr, where the ogCertificate function loads it), then every
 * static public page prerendered into web/dist. Arguments (`--mode demo` for
 * local builds) go to both vite builds.
 */
const web = join(ROOT, 'web');
const env = { ...process.env, FLOATERS_BUILD_TIME: new Date().toISOString() };
const vite = (...args: string[]) => execFileSync('npx', ['vite', 'build', ...args], { cwd: web, env, stdio: 'inherit' });

const modeArgs = process.argv.slice(2);
vite(...modeArgs);
vite('--ssr', ...modeArgs);
prerenderPublicPages()
  .then((pages) => console.log(`Prerendered ${pages.length} pages: ${pages.join(', ')}`))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
