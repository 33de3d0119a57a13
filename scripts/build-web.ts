import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeQuizPictures } from '../functions/src/certificates/quiz-pictures';
import { DEMO_SITE } from '../functions/src/shared/demo-site';
import { readCommandLine } from './lib/command-line';
import { ROOT } from './lib/ports';
import { BUILD_STAMP_FILE, type BuildStamp } from './lib/preflight';
import { prerenderPublicPages } from './lib/prerender';
import { DEMO_PROJECT_ID, SITE_ORIGIN_PARAM, readProjectConfig, siteOrigin } from './lib/project-config';
import { robotsTxt, sitemapXml } from './lib/site-files';

/**
 * `npm run build -w web` (`--mode demo`) and the deploy (`--mode <project-id>`): the browser bundle, the server bundle
 * (functions/lib/ssr, for `pages`), prerendered static pages and quiz pictures, robots.txt, sitemap.xml and a build
 * note the deploy checks (scripts/lib/preflight.ts).
 */
const web = join(ROOT, 'web');
const dist = join(web, 'dist');
const env = { ...process.env, FLOATERS_BUILD_TIME: new Date().toISOString() };
const vite = (...args: string[]) => execFileSync('npx', ['vite', 'build', ...args], { cwd: web, env, stdio: 'inherit' });

const mode =
  readCommandLine({ command: 'tsx scripts/build-web.ts', flags: { mode: { value: '<demo | project-id>' } } }).flags.mode ?? 'production';
const modeArgs = ['--mode', mode];

function stampFor(buildMode: string): BuildStamp {
  if (buildMode === 'demo') return { mode: buildMode, projectId: DEMO_PROJECT_ID, siteOrigin: DEMO_SITE.origin };
  // vite.config.ts has already refused a project without a valid origin.
  const origin = siteOrigin(readProjectConfig(ROOT, buildMode).functions[SITE_ORIGIN_PARAM])!;
  return { mode: buildMode, projectId: buildMode, siteOrigin: origin };
}

try {
  vite(...modeArgs);
  vite('--ssr', ...modeArgs);
} catch {
  // Vite has said why; its stack trace would only bury that.
  process.exit(1);
}
const stamp = stampFor(mode);
Promise.all([prerenderPublicPages(), writeQuizPictures(join(ROOT, 'functions', 'lib', 'ssr'), stamp.siteOrigin)])
  .then(([pages, pictures]) => {
    writeFileSync(join(dist, 'robots.txt'), robotsTxt(stamp.siteOrigin));
    writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(stamp.siteOrigin));
    writeFileSync(join(dist, BUILD_STAMP_FILE), JSON.stringify(stamp, null, 2) + '\n');
    console.log(`Prerendered ${pages.length} pages for ${stamp.projectId} (${stamp.siteOrigin}): ${pages.join(', ')}`);
    console.log(`Drew ${pictures.length} quiz result pictures.`);
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
