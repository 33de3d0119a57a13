import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT } from './lib/ports';
import { bin, exitCode, runQuiet, startChild, stopAll, stopChildrenOnSignals } from './lib/processes';
import { LANES, runOrder, saveDurations, serveTestQueue, stackLanes, stackOffsets } from './lib/test-queue';

/**
 * `npm test`: typecheck, lint and build side by side, then the emulator suites (rules, integration, browser) from one
 * queue (scripts/test-stack.ts) with the unit suite beside them; ends with the slowest files, step times, totals and a
 * non-zero exit on failure. FLOATERS_TEST_SUITES picks suites, file arguments pick files; FLOATERS_TEST_STACKS and
 * FLOATERS_BROWSER_STACKS set the stack counts.
 */
const RESULTS_DIR = join(ROOT, 'test-results');

/**
 * One stack from the start, its rules lane beside the other suites: on this 2-core machine two stacks took as long in
 * all (clean clone, 2026-11-27: each file 1.6-1.9 times as long), the integration files' bursts of function calls
 * leaving no CPU to share. More stacks pay where more cores are free.
 */
const DEFAULT_TEST_STACKS = 1;

/**
 * Stacks that join once the unit suite is done, for the browser files only (FLOATERS_BROWSER_STACKS): browser files
 * and the last integration lane leave the CPU idle much of the time. Joining then, they never compete with the rules
 * lane and the unit suite, and their Firestore never sees the integration files' writes.
 */
const DEFAULT_BROWSER_STACKS = 1;

interface JestSummary {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  success: boolean;
  testResults?: {
    name: string;
    startTime: number;
    endTime: number;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** How many of the slowest test files the summary names: where to look first when the suite grows slow. */
const SLOWEST_SHOWN = 10;

const startedAt = Date.now();
const steps: { name: string; ok: boolean; seconds: number }[] = [];
const fileSeconds: { file: string; seconds: number }[] = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each failing test and the start of its message: printed last, because CI shows only the end of a long log. */
const failures: { test: string; message: string }[] = [];
/** How many lines of a failure's message the summary keeps. */
const FAILURE_LINES = 6;

function readJest(file: string): JestSummary | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as JestSummary;
}

/** Adds a Jest run's counts; a run that failed without a failing test (a suite that could not load, a crash) counts as one failure. */
function countJest(file: string, ok: boolean): void {
  const s = readJest(file);
  if (!ok && !s?.numFailedTests) totals.failed += 1;
  if (!s) return;
  for (const r of s.testResults ?? []) {
    const file = relative(ROOT, r.name);
    fileSeconds.push({ file, seconds: (r.endTime - r.startTime) / 1000 });
    const failed = (r.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) failures.push({ test: `${file} › ${a.fullName}`, message: firstLines(a.failureMessages?.join('\n') ?? '') });
    if (!failed.length && r.message) failures.push({ test: file, message: firstLines(r.message) });
  }
  totals.passed += s.numPassedTests;
  totals.failed += s.numFailedTests;
  totals.skipped += s.numPendingTests;
}

/**
 * Steps that run side by side, each printed whole once it and the steps before it in the list have ended, so their
 * output never interleaves. One promise per step, resolved with whether it passed as soon as it ends.
 */
function stepsBeside(list: { name: string; command: string; args: string[] }[]): Promise<boolean>[] {
  const began = Date.now();
  let printed = Promise.resolve();
  return list.map(({ name, command, args }) => {
    const result = runQuiet(command, args).then((r) => ({ ...r, seconds: (Date.now() - began) / 1000 }));
    printed = printed.then(async () => {
      const { code, output, seconds } = await result;
      console.log(`\n▶ ${name}\n${output.trimEnd()}`);
      steps.push({ name, ok: code === 0, seconds });
    });
    return printed.then(() => result).then(({ code }) => code === 0);
  });
}

async function main(): Promise<number> {
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });

  // Each gate reads the sources only, or writes only its own output: on two cores they overlap each other's waits.
  const [build, typecheck, lint] = stepsBeside([
    { name: 'build', command: 'npm', args: ['run', 'build', '--silent'] },
    // The build's tsc already checks the functions (the same settings, tsconfig.build.json): not twice.
    { name: 'typecheck', command: 'npm', args: ['run', 'typecheck:beyond-functions', '--silent'] },
    { name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
  ]) as [Promise<boolean>, Promise<boolean>, Promise<boolean>];
  // The emulators start once the build is there, beside typecheck and lint: their start waits on Java and the disk more
  // than on the CPU (a third of it idle on this 2-core machine). A failed check stops the suites where they are.
  const checked = Promise.all([typecheck, lint]).then((oks) => oks.every(Boolean));
  const gatesFailed = async () => (await Promise.all([build, typecheck, lint])).filter((ok) => !ok).length;
  if (!(await build)) {
    totals.failed += await gatesFailed();
    console.log('\nSkipping the emulator suites: fix the steps above first.');
    return 1;
  }

  const suites = process.env.FLOATERS_TEST_SUITES?.split(',') ?? ['unit', 'rules', 'integration', 'e2e'];
  const emulatorSuites = suites.filter((s) => s !== 'unit');
  const jestArgs = process.argv.slice(2);
  // Beside the emulators (it needs none), in this process's environment: theirs would point its code at them.
  const unitFile = join(RESULTS_DIR, 'unit.json');
  const unit = async () => {
    const [ok] = stepsBeside([
      {
        name: 'unit suite (ran beside the emulator suites)',
        command: bin('jest'),
        args: [...jestArgs, '--passWithNoTests', '--json', `--outputFile=${unitFile}`, '--selectProjects', 'unit'],
      },
    ]);
    countJest(unitFile, await ok!);
  };
  if (emulatorSuites.length) await emulatorStep(emulatorSuites, jestArgs, checked, suites.includes('unit') ? unit : undefined);
  else if (suites.includes('unit')) await unit();
  totals.failed += await gatesFailed();
  return totals.failed === 0 && steps.every((s) => s.ok) ? 0 : 1;
}

/** The test files of `suites` that Jest would run given `jestArgs` (paths or patterns), in the order they run (runOrder). */
async function listTests(suites: string[], jestArgs: string[]): Promise<string[]> {
  const { code, output } = await runQuiet(bin('jest'), [...jestArgs, '--listTests', '--selectProjects', ...suites]);
  if (code !== 0) throw new Error(`jest --listTests failed:\n${output}`);
  return runOrder(output.split('\n').filter((line) => line.startsWith('/')));
}

/**
 * The emulator suites on FLOATERS_TEST_STACKS stacks (plus FLOATERS_BROWSER_STACKS for browser files), taking files
 * from one queue (lib/test-queue.ts); stack logs go to test-results/stack-<name>.log. No file starts once `checked`
 * fails. `beside` (the unit suite) starts when the rules lane is done, on CPU the last lane leaves idle.
 */
async function emulatorStep(suites: string[], jestArgs: string[], checked: Promise<boolean>, beside?: () => Promise<void>): Promise<void> {
  const name = `${suites.join(', ')} suites on the emulators`;
  console.log(`\n▶ ${name}`);
  const began = Date.now();
  const files = await listTests(suites, jestArgs);
  const reports: { report: string; ok: boolean }[] = [];
  const queue = await serveTestQueue(files, RESULTS_DIR, (done) => {
    console.log(`\n▷ ${relative(ROOT, done.file)} (stack ${done.stack}, ${done.seconds.toFixed(0)} s)\n${done.output.trimEnd()}`);
    reports.push({ report: done.report, ok: done.code === 0 });
  });
  const besideRun = beside ? queue.laneDone(LANES.rules).then(beside) : Promise.resolve();
  void checked.then((ok) => {
    const dropped = ok ? [] : queue.stop();
    if (dropped.length)
      console.log(`\nStopping the emulator suites, ${dropped.length} files before their end: fix the checks above first.`);
  });
  const atStart = Number(process.env.FLOATERS_TEST_STACKS ?? DEFAULT_TEST_STACKS);
  const offsets = stackOffsets(atStart + Number(process.env.FLOATERS_BROWSER_STACKS ?? DEFAULT_BROWSER_STACKS));
  const stackCodes = await Promise.all(
    offsets.map(async (offset, i) => {
      if (i >= atStart) {
        await besideRun;
        if (!queue.browserFilesWaiting()) return 0;
      }
      const stack = String.fromCharCode(65 + i);
      const log = join(RESULTS_DIR, `stack-${stack}.log`);
      const logFd = openSync(log, 'w');
      const child = startChild(`stack ${stack}`, bin('tsx'), [join(ROOT, 'scripts', 'test-stack.ts'), queue.url, stack, ...stackLanes(i)], {
        env: { ...process.env, FLOATERS_PORT_OFFSET: String(offset) },
        stdio: ['ignore', logFd, logFd],
      });
      const code = await exitCode(child);
      closeSync(logFd);
      const output = readFileSync(log, 'utf8');
      const unfinished = queue.unfinished(stack);
      if (unfinished.length) {
        totals.failed += unfinished.length;
        console.log(
          `\nStack ${stack} stopped during ${unfinished.map((f) => relative(ROOT, f)).join(', ')}. Its log ends:\n${tail(output)}`,
        );
      } else if (code !== 0 && !reports.some((r) => !r.ok))
        console.log(`\nStack ${stack} failed (exit ${code}). Its log ends:\n${tail(output)}`);
      return code;
    }),
  );
  await queue.close();
  await besideRun;
  const notRun = queue.left();
  if (notRun.length) {
    totals.failed += notRun.length;
    console.log(`\nNo stack ran ${notRun.map((f) => relative(ROOT, f)).join(', ')}.`);
  }
  for (const { report, ok } of reports) countJest(report, ok);
  saveDurations(Object.fromEntries(fileSeconds.map(({ file, seconds }) => [file, seconds])));
  const ok = stackCodes.every((c) => c === 0) && !notRun.length;
  if (!ok && !totals.failed) totals.failed += 1;
  steps.push({ name, ok, seconds: (Date.now() - began) / 1000 });
}

const firstLines = (text: string) =>
  stripVTControlCharacters(text)
    .split('\n')
    .map((l) => l.trimEnd())
    .filter(Boolean)
    .slice(0, FAILURE_LINES)
    .join('\n      ');
const tail = (output: string, lines = 60) => output.trimEnd().split('\n').slice(-lines).join('\n');
// The stacks run in process groups of their own (so they can be stopped whole): an interrupted run stops them first.
stopChildrenOnSignals();

main()
  .catch((err) => {
    console.error(err);
    return 1;
  })
  .then(async (code) => {
    await stopAll(5_000);
    const slowest = [...fileSeconds].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_SHOWN);
    if (slowest.length)
      console.log(`\nSlowest test files:\n` + slowest.map((f) => `  ${f.seconds.toFixed(0).padStart(5)} s  ${f.file}`).join('\n'));
    if (failures.length) console.log(`\nFailed tests:\n` + failures.map((f) => `  ✕ ${f.test}\n      ${f.message}`).join('\n'));
    console.log('\nSteps: ' + steps.map((s) => `${s.ok ? '✔' : '✘'} ${s.name} (${s.seconds.toFixed(0)} s)`).join('  '));
    console.log(`Total: ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
    console.log(`${totals.passed} passed, ${totals.failed} failed` + (totals.skipped ? `, ${totals.skipped} skipped` : ''));
    process.exit(code);
  });
