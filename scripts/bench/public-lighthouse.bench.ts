import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../lib/admin';
import { ROOT, urls } from '../lib/ports';
import { SPEED_TARGETS as TARGETS } from '../lib/speed-targets';
import { seedDemoData } from '../seed';
import { COLLECTIONS } from '../../functions/src/shared/collections';
import { IDLE_MARK } from '../../functions/src/shared/html/idle-mark';
import { certificatePath, PATHS, quizResultPath, sailingPath } from '../../functions/src/shared/paths';
import { PAINTED_PAGE_ROUTES } from '../../functions/src/shared/html/painted-pages';

/**
 * Lighthouse mobile on the public landing routes (production build, Hosting emulator, demo data): three runs per route
 * and per twin with scripts blocked, whose ratio holds on any host. Prints medians, incl. our gzipped JavaScript run
 * before idle (@shared/html/idle-mark). Targets: scripts/lib/speed-targets.ts.
 */
export const name = 'Lighthouse mobile, public routes';
export const needsEmulators = true;
// The page's beacons and reads cost the stack 200-600 ms more CPU in a run with JavaScript on than in its twin.
export const emulatorsInBackground = true;

const RUNS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ASSETS = join(ROOT, 'web', 'dist', 'assets');

interface Figures {
  performance: number;
  benchmarkIndex: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBeforeIdleKb: number;
  jsTotalKb: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  /** Milliseconds from the page's first request, as the idle mark's time is from navigation start. */
  rendererStartTime?: number;
}

// The bootup-time list names every script that ran, not only those over its default 50 ms.
const CONFIG = {
  extends: 'lighthouse:default',
  settings: { onlyCategories: ['performance'] },
  audits: [{ path: 'bootup-time', options: { thresholdInMs: 0 } }],
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const gzipCache = new Map<string, number>();
function gzipKb(url: string): number {
  const file = new URL(url).pathname.replace(/^\/assets\//, '');
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(ASSETS, file)), { level: 9 }).length / 1024);
  return gzipCache.get(file)!;
}

/** `LIGHTHOUSE_ROUTES=/,/founders/c/{id}` measures only those routes (as the table labels them). */
const ONLY_ROUTES = process.env.LIGHTHOUSE_ROUTES?.split(',');
const labelOf = (route: string) => (route.startsWith(`${PATHS.certificatePages}/`) ? `${PATHS.certificatePages}/{id}` : route);

function missedTargets(label: string, f: Figures, twinPerformance: number): string[] {
  const jsLimitKb =
    label === PATHS.wallOfFame || label.startsWith(`${PATHS.certificatePages}/`)
      ? TARGETS.readingPageJsBeforeIdleKb
      : TARGETS.jsBeforeIdleKb;
  return [
    f.performance < TARGETS.performance && `performance ${f.performance} < ${TARGETS.performance}`,
    f.performance / twinPerformance < TARGETS.ratioToTwin &&
      `ratio ${(f.performance / twinPerformance).toFixed(3)} < ${TARGETS.ratioToTwin}`,
    f.cls > TARGETS.cls && `CLS ${f.cls.toFixed(3)} > ${TARGETS.cls}`,
    f.jsBeforeIdleKb > jsLimitKb && `JavaScript before idle ${f.jsBeforeIdleKb} KB > ${jsLimitKb} KB`,
  ].filter((miss): miss is string => Boolean(miss));
}

/**
 * `LIGHTHOUSE_TRACES=<dir>` keeps every run's trace (it opens in Chrome DevTools' Performance panel), its network log
 * and its report, named by route, side and run, so a bad run can be taken apart afterwards: which tasks Lighthouse
 * counted (its Lantern metrics take the trace and the log) and what ran in them. About 5-10 MB a run.
 */
const TRACES_DIR = process.env.LIGHTHOUSE_TRACES;
const urlOf = (route: string) => `${urls().site}${route}`;
const traceName = (route: string, blockScripts: boolean, runIndex: number) =>
  `${
    labelOf(route)
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '') || 'home'
  }-${blockScripts ? 'js-off' : 'js-on'}-${runIndex + 1}`;

async function routes(): Promise<string[]> {
  await seedDemoData();
  const first = await getFirestore(adminApp()).collection(COLLECTIONS.certificates).orderBy('created_at', 'asc').limit(1).get();
  if (first.empty) throw new Error('The demo data has no certificate to measure.');
  return [
    // Every page painted per request (the launch pages, and those that name the cap: /why, /join, the partner guide).
    ...PAINTED_PAGE_ROUTES,
    certificatePath(first.docs[0]!.id),
    '/foundingfloaters',
    '/faq',
    // The demo's sailings (scripts/lib/seed-sailings.ts): the list, and one on public sale with its checkout.
    PATHS.sailings,
    sailingPath('fireworks-cruise'),
    '/auth',
    '/founders/new',
    '/quiz',
    quizResultPath('comeback-kid'),
  ].filter((route) => !ONLY_ROUTES || ONLY_ROUTES.includes(labelOf(route)));
}

/** Long enough after a page's load for its islands to start and make their first reads of /api. */
const WARM_UP_MS = 2000;

/**
 * One visit to each route before any is measured. The first request to a function starts it (the certificate page's
 * renderer answered in 3 s where it takes 0.2 s once warm), and it always fell in the first run with JavaScript on,
 * never in its twin's, which come after: a site in use has done this already.
 */
async function warmUp(urls: string[]): Promise<void> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    for (const url of urls) {
      const page = await browser.newPage();
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(WARM_UP_MS);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<void> {
  // The emulator serves web/dist as it is on disk: build it first so the figures are for the current code.
  execFileSync('npm', ['run', 'build', '-w', 'web', '--silent'], { cwd: ROOT, stdio: 'ignore' });
  // Both packages are ESM-only.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const table: [string, Figures, number][] = [];
  if (TRACES_DIR) mkdirSync(TRACES_DIR, { recursive: true });
  const measure = async (route: string, blockScripts: boolean, runIndex: number): Promise<Figures> => {
    const url = urlOf(route);
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          // The JavaScript-off twin: every script request blocked (the one inline <head> script is a few bytes).
          blockedUrlPatterns: blockScripts ? ['*.js'] : [],
        },
        CONFIG,
      );
      const lhr = result!.lhr;
      // A page Lighthouse could not load has no audits' details: name it rather than fail on a missing field.
      if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      if (TRACES_DIR) {
        const file = join(TRACES_DIR, traceName(route, blockScripts, runIndex));
        writeFileSync(`${file}.trace.json`, JSON.stringify(result!.artifacts.Trace));
        writeFileSync(`${file}.devtoolslog.json`, JSON.stringify(result!.artifacts.DevtoolsLog));
        writeFileSync(`${file}.report.json`, JSON.stringify(lhr));
      }
      const audit = (id: string) => lhr.audits[id].numericValue ?? NaN;
      const ours = (u: string) => u.includes('/assets/') && u.endsWith('.js');
      const requests = (lhr.audits['network-requests'].details as unknown as { items?: NetworkRequest[] } | undefined)?.items ?? [];
      const executed = new Set(
        ((lhr.audits['bootup-time'].details as unknown as { items?: { url: string }[] } | undefined)?.items ?? []).map((i) => i.url),
      );
      const marks = (lhr.audits['user-timings'].details as unknown as { items?: { name: string; startTime: number }[] } | undefined)?.items;
      const idleAt = marks?.find((m) => m.name === IDLE_MARK)?.startTime ?? Number.POSITIVE_INFINITY;
      const scripts = requests.filter((r) => r.resourceType === 'Script' && ours(r.url));
      const gzipSum = (urls: string[]) => Math.round([...new Set(urls)].reduce((sum, u) => sum + gzipKb(u), 0));
      return {
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        cls: audit('cumulative-layout-shift'),
        tbtMs: Math.round(audit('total-blocking-time')),
        jsBeforeIdleKb: gzipSum(scripts.filter((r) => executed.has(r.url) && (r.rendererStartTime ?? 0) < idleAt).map((r) => r.url)),
        jsTotalKb: gzipSum(scripts.map((r) => r.url)),
      };
    } finally {
      chrome.kill();
    }
  };
  const medians = (results: Figures[]) =>
    Object.fromEntries(Object.keys(results[0]!).map((k) => [k, median(results.map((r) => r[k as keyof Figures]))])) as unknown as Figures;

  const measured = await routes();
  await warmUp(measured.map(urlOf));
  for (const route of measured) {
    const withJs: Figures[] = [];
    const twin: Figures[] = [];
    for (let i = 0; i < RUNS; i++) {
      withJs.push(await measure(route, false, i));
      twin.push(await measure(route, true, i));
    }
    console.log(
      `  ${route}: runs ${withJs.map((r) => r.performance).join(', ')}; JavaScript off ${twin.map((r) => r.performance).join(', ')}`,
    );
    const label = labelOf(route);
    table.push([label, medians(withJs), medians(twin).performance]);
  }
  console.log(
    `\n  Median of ${RUNS} runs each (targets: performance >= ${TARGETS.performance} and >= ${TARGETS.ratioToTwin} of the ` +
      `JavaScript-off twin, CLS <= ${TARGETS.cls}, JavaScript before idle <= ${TARGETS.jsBeforeIdleKb} KB, ` +
      `${TARGETS.readingPageJsBeforeIdleKb} KB on certificates and the wall)\n`,
  );
  console.log(
    '  | route | performance | JS off | ratio | benchmark index | LCP | CLS | TBT | JS executed before idle (gzip) | all JS (gzip) |',
  );
  console.log('  |---|---|---|---|---|---|---|---|---|---|');
  for (const [route, f, off] of table) {
    console.log(
      `  | \`${route}\` | ${f.performance} | ${off} | ${(f.performance / off).toFixed(2)} | ${f.benchmarkIndex} | ${(f.lcpMs / 1000).toFixed(1)} s | ` +
        `${f.cls.toFixed(3)} | ${f.tbtMs} ms | ${f.jsBeforeIdleKb} KB | ${f.jsTotalKb} KB |`,
    );
  }
  const misses = table.flatMap(([route, f, off]) => missedTargets(route, f, off).map((miss) => `${route}: ${miss}`));
  console.log(misses.length ? `\n  Missed:\n${misses.map((miss) => `  - ${miss}`).join('\n')}` : '\n  Every route met every target.');
}
