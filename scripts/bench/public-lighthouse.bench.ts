import { execFileSync } from 'node:child_process';
import { ROOT, urls } from '../lib/ports';

/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on `/`,
 * built for production and served by the Hosting emulator. Prints the
 * performance score, CLS and the paint and blocking-time figures behind the
 * score, for each run and the median. Targets: performance >= 90, CLS 0.
 */
export const name = 'Lighthouse mobile, home page';
export const needsEmulators = true;

const RUNS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Figures {
  performance: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  transferKb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run(): Promise<void> {
  // The emulator serves web/dist as it is on disk: build it first so the figures are for the current code.
  execFileSync('npm', ['run', 'build', '-w', 'web', '--silent'], { cwd: ROOT, stdio: 'ignore' });
  // Both packages are ESM-only.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const url = `${urls().site}/`;
  const results: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result!.lhr;
      const audit = (id: string) => lhr.audits[id].numericValue ?? NaN;
      const figures = {
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        cls: audit('cumulative-layout-shift'),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        fcpMs: Math.round(audit('first-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        transferKb: Math.round(audit('total-byte-weight') / 1024),
      };
      results.push(figures);
      console.log(
        `  run ${i + 1}: performance ${figures.performance}, CLS ${figures.cls.toFixed(3)}, LCP ${figures.lcpMs} ms, FCP ${figures.fcpMs} ms, TBT ${figures.tbtMs} ms, ${figures.transferKb} KB transferred`,
      );
    } finally {
      chrome.kill();
    }
  }
  const pick = (k: keyof Figures) => median(results.map((r) => r[k]));
  console.log(
    `  median of ${RUNS}: performance ${pick('performance')} (target >= 90), CLS ${pick('cls').toFixed(3)} (target 0), LCP ${pick('lcpMs')} ms, FCP ${pick('fcpMs')} ms, TBT ${pick('tbtMs')} ms`,
  );
}
