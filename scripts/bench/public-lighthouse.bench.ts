import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../lib/admin';
import { ROOT, urls } from '../lib/ports';
import { seedDemoData } from '../seed';
import { COLLECTIONS } from '../../functions/src/shared/collections';
import { certificatePath, PATHS, quizResultPath } from '../../functions/src/shared/paths';

/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the
 * public routes people land on, built for production and served by the Hosting
 * emulator with the demo data. Three runs per route; prints one table of
 * medians: performance score, LCP, CLS, TBT, and the gzip size of the
 * JavaScript the page fetched before its `load` event and in all (our built
 * files, gzipped here, so the figures do not depend on the emulator's compression).
 * Targets: performance >= 95 and CLS <= 0.01 on every route.
 */
export const name = 'Lighthouse mobile, public routes';
export const needsEmulators = true;

const RUNS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ASSETS = join(ROOT, 'web', 'dist', 'assets');

interface Figures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBeforeLoadKb: number;
  jsTotalKb: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  networkEndTime: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const gzipCache = new Map<string, number>();
function gzipKb(url: string): number {
  const file = new URL(url).pathname.replace(/^\/assets\//, '');
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(ASSETS, file)), { level: 9 }).length / 1024);
  return gzipCache.get(file)!;
}

async function routes(): Promise<string[]> {
  await seedDemoData();
  const first = await getFirestore(adminApp()).collection(COLLECTIONS.certificates).orderBy('created_at', 'asc').limit(1).get();
  if (first.empty) throw new Error('The demo data has no certificate to measure.');
  return [
    '/',
    '/why',
    certificatePath(first.docs[0]!.id),
    '/foundingfloaters',
    '/auth',
    '/founders/new',
    '/quiz',
    quizResultPath('comeback-kid'),
  ];
}

export async function run(): Promise<void> {
  // The emulator serves web/dist as it is on disk: build it first so the figures are for the current code.
  execFileSync('npm', ['run', 'build', '-w', 'web', '--silent'], { cwd: ROOT, stdio: 'ignore' });
  // Both packages are ESM-only.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const table: [string, Figures][] = [];
  for (const route of await routes()) {
    const results: Figures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
      try {
        const url = `${urls().site}${route}`;
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const lhr = result!.lhr;
        const audit = (id: string) => lhr.audits[id].numericValue ?? NaN;
        const observedLoad = (lhr.audits.metrics.details as unknown as { items: { observedLoad: number }[] }).items[0]!.observedLoad;
        const requests = (lhr.audits['network-requests'].details as unknown as { items: NetworkRequest[] }).items;
        const js = requests.filter((r) => r.resourceType === 'Script' && r.url.includes('/assets/'));
        const gzipSum = (list: NetworkRequest[]) => Math.round(list.reduce((sum, r) => sum + gzipKb(r.url), 0));
        results.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          cls: audit('cumulative-layout-shift'),
          tbtMs: Math.round(audit('total-blocking-time')),
          jsBeforeLoadKb: gzipSum(js.filter((r) => r.networkEndTime <= observedLoad)),
          jsTotalKb: gzipSum(js),
        });
      } finally {
        chrome.kill();
      }
    }
    const pick = (k: keyof Figures) => median(results.map((r) => r[k]));
    const figures = Object.fromEntries(Object.keys(results[0]!).map((k) => [k, pick(k as keyof Figures)])) as unknown as Figures;
    console.log(`  ${route}: runs ${results.map((r) => r.performance).join(', ')}`);
    table.push([route.startsWith(`${PATHS.certificatePages}/`) ? `${PATHS.certificatePages}/{id}` : route, figures]);
  }
  console.log(`\n  Median of ${RUNS} runs (targets: performance >= 95, CLS <= 0.01)\n`);
  console.log('  | route | performance | LCP | CLS | TBT | JS before load (gzip) | all JS (gzip) |');
  console.log('  |---|---|---|---|---|---|---|');
  for (const [route, f] of table) {
    console.log(
      `  | \`${route}\` | ${f.performance} | ${(f.lcpMs / 1000).toFixed(1)} s | ${f.cls.toFixed(3)} | ${f.tbtMs} ms | ${f.jsBeforeLoadKb} KB | ${f.jsTotalKb} KB |`,
    );
  }
}
