import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { benchmarkIndex } from '../lib/benchmark-index';
import { ROOT, urls } from '../lib/ports';
import { DEMO_LOGINS, seedDemoData } from '../seed';
import { signInBrowser } from '../../tests/support/browser-sign-in';

/**
 * Issue 52's "the dashboard's first figures are shown within a second": a signed-in owner on a laptop (1366 px, no CPU
 * slowdown) reopens /admin. Per run, from navigation start: first paint (the reference), the heading, and the first
 * and last figures with a number.
 */
export const name = 'Admin dashboard: time to its first figures (laptop, signed in)';
export const needsEmulators = true;

const RUNS = 3;
const TARGET_MS = 1_000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIGURE = '[data-testid="stat-value"]';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Moments {
  firstPaint: number;
  heading: number;
  firstFigure: number;
  allFigures: number;
}

type Moment = 'heading' | 'firstFigure' | 'allFigures';

/**
 * When (performance.now()) the page first showed `moment`, polled on every frame. A function, not a string: the
 * site's Content Security Policy forbids the eval a string predicate needs.
 */
const momentOf = async (page: Page, moment: Moment): Promise<number> =>
  Math.round(
    (await (
      await page.waitForFunction(
        ([which, figure]) => {
          const figures = Array.from(document.querySelectorAll(figure)).map((f) => f.getAttribute('aria-busy') === 'false');
          const shown =
            which === 'heading'
              ? Array.from(document.querySelectorAll('h1')).some((h) => h.textContent === 'Admin Dashboard')
              : which === 'firstFigure'
                ? figures.some(Boolean)
                : figures.length >= 6 && figures.every(Boolean);
          return shown ? performance.now() : false;
        },
        [moment, FIGURE] as const,
        { polling: 'raf', timeout: 60_000 },
      )
    ).jsonValue()) as number,
  );

async function openDashboard(page: Page): Promise<Moments> {
  await page.goto(`${urls().site}/admin`, { waitUntil: 'commit' });
  const [heading, firstFigure, allFigures] = await Promise.all([
    momentOf(page, 'heading'),
    momentOf(page, 'firstFigure'),
    momentOf(page, 'allFigures'),
  ]);
  const firstPaint = await page.evaluate(() => Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1));
  return { firstPaint, heading, firstFigure, allFigures };
}

export async function run(): Promise<void> {
  execFileSync('npm', ['run', 'build', '-w', 'web', '--silent'], { cwd: ROOT, stdio: 'ignore' });
  await seedDemoData();
  const admin = DEMO_LOGINS[0];
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const indexBefore = await benchmarkIndex(browser);
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    // Signing in lands on the dashboard: that load fills the HTTP cache and starts the functions, as an owner's earlier visit has.
    await signInBrowser(page, admin.email, admin.password, '/admin');
    await openDashboard(page);
    const runs: Moments[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await openDashboard(page));
    const indexAfter = await benchmarkIndex(browser);
    const of = (k: keyof Moments) => median(runs.map((r) => r[k]));
    console.log(
      `  runs (first paint / heading / first figure / all figures, ms): ${runs.map((r) => Object.values(r).join(' / ')).join('; ')}`,
    );
    console.log(`  Median of ${RUNS}; Lighthouse benchmark index ${indexBefore} before, ${indexAfter} after\n`);
    console.log('  | first paint (reference) | heading | first figure | all figures | first figure / first paint |');
    console.log('  |---|---|---|---|---|');
    console.log(
      `  | ${of('firstPaint')} ms | ${of('heading')} ms | ${of('firstFigure')} ms | ${of('allFigures')} ms | ${(of('firstFigure') / of('firstPaint')).toFixed(2)} |`,
    );
    console.log(
      of('firstFigure') <= TARGET_MS
        ? `\n  First figures within ${TARGET_MS} ms: met.`
        : `\n  Missed: first figures after ${TARGET_MS} ms.`,
    );
  } finally {
    await browser.close();
  }
}
