import { execFileSync } from 'node:child_process';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { adminApp } from '../lib/admin';
import { benchmarkIndex } from '../lib/benchmark-index';
import { ROOT, urls } from '../lib/ports';
import { INTERACTION_TARGETS as TARGETS } from '../lib/speed-targets';
import { seedDemoData } from '../seed';
import { COLLECTIONS } from '../../functions/src/shared/collections';
import { certificateImagePath } from '../../functions/src/shared/paths';
import { answerTime } from './interactions/answer';
import { CASES, type InteractionCase, type RunData } from './interactions/cases';
import { click, DESKTOP, PHONE_390, recordVisitor, tap, visitorRecord } from './interactions/visitor';

/**
 * Issue 34's first taps, three times per case on Debian's Chromium as a phone visitor (390 px, touch, CPU 4x slower
 * as Lighthouse mobile) who reads 2 s after first paint, then taps. Reports the median tap-to-answer-frame time
 * (interactions/answer.ts) and whether input or shares were lost. Targets: scripts/lib/speed-targets.ts.
 */
export const name = 'First taps on a phone, CPU slowed 4x';
export const needsEmulators = true;
// The stack stands in for Google's servers, which never share the visitor's phone.
export const emulatorsInBackground = true;

const RUNS = 3;
/** Lighthouse's mobile preset slows the CPU as much. */
const CPU_SLOWDOWN = 4;
const READING_MS = 2_000;
/** Longer than any answer took on main (an island's code fetched and run on a slowed CPU, then a replayed tap). */
const ANSWER_TIMEOUT_MS = 15_000;
/** Playwright's 30 s is too short for a first render when other work loads the host's two cores. */
const NAVIGATION_TIMEOUT_MS = 120_000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ONLY = process.env.INTERACTION_CASES?.split(',');

/**
 * tsx compiles with esbuild's keepNames, which wraps the functions this file hands the page in calls of its `__name`
 * helper; the page has none.
 */
const KEEP_NAMES_SHIM = { content: 'globalThis.__name = (f) => f;' };

interface RunResult {
  /** From the tap to the answer's first frame; null when it never came. */
  ms: number | null;
  lost: string | null;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function firstPaint(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          resolve();
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

/**
 * A tap on a link, timed on the wall clock from its pointerdown (reported live via `downsAt`: the page is gone by
 * then) to the request for the page it names. The tap is not awaited past the answer: a navigating
 * page may never acknowledge it, and Playwright's tap has no timeout.
 */
async function navigationAnswer(page: Page, urlPart: string, downsAt: number[], press: () => Promise<void>): Promise<RunResult> {
  // Stamped as the request is seen: Playwright fills a request's timing() only once its response is in, and read at
  // this moment its startTime was 0 (the wall card's case printed -1,795,907,919,259 ms).
  let seenAt = 0;
  const requested = page
    .waitForRequest(
      (r) => {
        seenAt = Date.now();
        return r.isNavigationRequest() && r.url().includes(urlPart);
      },
      { timeout: ANSWER_TIMEOUT_MS },
    )
    .then(() => seenAt)
    .catch(() => null);
  const pressed = press();
  pressed.catch(() => undefined);
  // A tap that fails before anything is asked for fails the run; one that never returns does not hold it.
  const answeredAt = await Promise.race([requested, pressed.then(() => requested)]);
  const downAt = downsAt[0];
  if (answeredAt !== null && downAt === undefined) throw new Error('the page reported no pointerdown before it left');
  return { ms: answeredAt === null ? null : Math.round(answeredAt - downAt!), lost: answeredAt === null ? 'never left' : null };
}

/** Reports each pointerdown's wall-clock time to the bench the moment it happens (runs in every document). */
function reportPointerDowns(): void {
  const report = (window as unknown as { benchPointerDown: (at: number) => void }).benchPointerDown;
  addEventListener('pointerdown', (e) => report(performance.timeOrigin + e.timeStamp), { capture: true, passive: true });
}

async function runOnce(browser: Browser, c: InteractionCase, data: RunData): Promise<RunResult> {
  const context = await browser.newContext(c.mouse ? DESKTOP : PHONE_390);
  // A checkout opens the shop in a new tab; the shop is not what is measured.
  await context.route(/gumroad\.com/, (route) => route.abort());
  try {
    const page = await context.newPage();
    page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    await page.addInitScript(KEEP_NAMES_SHIM);
    await page.addInitScript(recordVisitor);
    const downsAt: number[] = [];
    if (c.answer.kind === 'navigation') {
      await page.exposeBinding('benchPointerDown', (_source, at: number) => void downsAt.push(at));
      await page.addInitScript(reportPointerDowns);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${urls().site}${c.path(data)}`, { waitUntil: 'commit' });
    await firstPaint(page);
    // Reading where the page opens; a target further down is then scrolled to and tapped at once, as a fling would.
    await page.waitForTimeout(READING_MS);
    const target = c.target(page);
    const press = () => (c.mouse ? click(page, target) : tap(page, target));
    if (c.answer.kind === 'navigation') return await navigationAnswer(page, c.answer.urlPart, downsAt, press);
    const answer = answerTime(page, c.answer, ANSWER_TIMEOUT_MS);
    // Awaited below; a tap that throws first closes the page under it.
    answer.catch(() => undefined);
    await press();
    let lost = c.follow ? await c.follow(page, data) : null;
    const answeredAt = await answer;
    const down = (await visitorRecord(page)).downs[0];
    if (!down) throw new Error(`${c.id}: the page saw no pointerdown`);
    if (answeredAt === null) lost ??= 'never answered';
    // An answer on screen before the tap is the check's mistake (it saw something already there), not a time.
    if (answeredAt !== null && answeredAt < down.at) throw new Error(`${c.id}: answered before the tap; the case's answer check is wrong`);
    return { ms: answeredAt === null ? null : Math.round(answeredAt - down.at), lost };
  } finally {
    await context.close();
  }
}

async function runData(): Promise<Omit<RunData, 'email'>> {
  await seedDemoData();
  const first = await getFirestore(adminApp()).collection(COLLECTIONS.certificates).orderBy('created_at', 'asc').limit(1).get();
  if (first.empty) throw new Error('The demo data has no certificate to measure.');
  return { certificateId: first.docs[0]!.id };
}

/**
 * One unhurried visit to each page first, as a site in use has had: it starts each function and draws each
 * certificate's server picture. Best effort: on a busy host the emulators can take minutes to answer the first.
 */
async function warmUp(browser: Browser, paths: string[]): Promise<void> {
  const page = await browser.newPage();
  page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
  try {
    for (const path of new Set(paths)) {
      await page
        .goto(`${urls().site}${path}`, { waitUntil: 'load' })
        .catch((err: Error) => console.log(`  warm-up of ${path}: ${err.message.split('\n')[0]}`));
      await page.waitForTimeout(1000);
    }
  } finally {
    await page.close();
  }
}

const shown = (ms: number | null) => (ms === null ? 'never' : `${ms} ms`);

export function missedTargets(label: string, results: RunResult[]): string[] {
  const times = results.map((r) => r.ms ?? Number.POSITIVE_INFINITY);
  const lost = results.filter((r) => r.lost);
  return [
    median(times) > TARGETS.tapToAnswerMs &&
      `${label}: median ${shown(Number.isFinite(median(times)) ? median(times) : null)} > ${TARGETS.tapToAnswerMs} ms`,
    lost.length > TARGETS.lostRuns && `${label}: lost in ${lost.length} of ${results.length} runs (${lost[0]!.lost})`,
  ].filter((miss): miss is string => Boolean(miss));
}

export async function run(): Promise<void> {
  // The emulator serves web/dist as it is on disk: build it first so the figures are for the current code
  // (INTERACTIONS_NO_BUILD=1 measures the build already there).
  if (!process.env.INTERACTIONS_NO_BUILD) execFileSync('npm', ['run', 'build', '-w', 'web', '--silent'], { cwd: ROOT, stdio: 'ignore' });
  const cases = CASES.filter((c) => !ONLY || ONLY.includes(c.id));
  const base = await runData();
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const table: [InteractionCase, RunResult[]][] = [];
  try {
    const indexBefore = await benchmarkIndex(browser);
    await warmUp(browser, [
      ...cases.map((c) => c.path({ ...base, email: '' }).replace(/#.*/, '')),
      certificateImagePath(base.certificateId),
    ]);
    for (const c of cases) {
      const results: RunResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        const email = `hurried.${Date.now().toString(36)}.${i + 1}@example.com`;
        results.push(await runOnce(browser, c, { ...base, email }));
      }
      console.log(`  ${c.id}: ${results.map((r) => `${shown(r.ms)}${r.lost ? ` (lost: ${r.lost})` : ''}`).join('; ')}`);
      table.push([c, results]);
    }
    const indexAfter = await benchmarkIndex(browser);
    console.log(
      `\n  Median of ${RUNS} runs each, CPU slowed ${CPU_SLOWDOWN}x, ${READING_MS / 1000} s of reading before the tap; ` +
        `Lighthouse benchmark index ${indexBefore} before, ${indexAfter} after (targets: <= ${TARGETS.tapToAnswerMs} ms, nothing lost)\n`,
    );
    console.log('  | what the visitor does | runs | median | lost |');
    console.log('  |---|---|---|---|');
    for (const [c, results] of table) {
      const times = results.map((r) => r.ms ?? Number.POSITIVE_INFINITY);
      const m = median(times);
      const lost = results.filter((r) => r.lost);
      console.log(
        `  | ${c.label} | ${results.map((r) => shown(r.ms)).join(', ')} | ${shown(Number.isFinite(m) ? m : null)} | ` +
          `${lost.length ? `${lost.length} of ${results.length}: ${lost[0]!.lost}` : 'nothing'} |`,
      );
    }
    const misses = table.flatMap(([c, results]) => missedTargets(c.id, results));
    console.log(misses.length ? `\n  Missed:\n${misses.map((miss) => `  - ${miss}`).join('\n')}` : '\n  Every case met every target.');
  } finally {
    await browser.close();
  }
}
