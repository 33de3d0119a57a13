import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { STORAGE_MISSING_REASON, planEmulators } from './lib/emulator-setup';
import { PROJECT_ID, ROOT, emulatorEnv } from './lib/ports';
import { bin, run, runQuiet, stopAll } from './lib/processes';
import { startMail } from './lib/stack';

/**
 * `npm test`: typecheck, lint and build side by side, then every Jest suite
 * inside `firebase emulators:exec` (scripts/test-suites.ts: the unit and rules
 * suites beside the integration and browser suites). Ends with the slowest
 * test files, each step's time, one totals line and a non-zero exit on any failure.
 * FLOATERS_TEST_SUITES=e2e (comma-separated) runs some suites; extra arguments go to Jest.
 */
const RESULTS_DIR = join(ROOT, 'test-results');
// The Hosting emulator logs every request the browser suite makes: thousands of lines that bury the test report.
const HOSTING_ACCESS_LOG = /^i\s+hosting: \S+ - - \[/;

interface JestSummary {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  success: boolean;
  testResults?: { name: string; startTime: number; endTime: number }[];
}

/** How many of the slowest test files the summary names: where to look first when the suite grows slow. */
const SLOWEST_SHOWN = 10;

const startedAt = Date.now();
const steps: { name: string; ok: boolean; seconds: number }[] = [];
const fileSeconds: { file: string; seconds: number }[] = [];
const totals = { passed: 0, failed: 0, skipped: 0 };

function readJest(file: string): JestSummary | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as JestSummary;
}

/** Adds a Jest run's counts; a run that failed without a failing test (a suite that could not load, a crash) counts as one failure. */
function countJest(file: string, ok: boolean): void {
  const s = readJest(file);
  if (!ok && !s?.numFailedTests) totals.failed += 1;
  if (!s) return;
  for (const r of s.testResults ?? []) fileSeconds.push({ file: relative(ROOT, r.name), seconds: (r.endTime - r.startTime) / 1000 });
  totals.passed += s.numPassedTests;
  totals.failed += s.numFailedTests;
  totals.skipped += s.numPendingTests;
}

async function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env, hide?: RegExp): Promise<boolean> {
  console.log(`\n▶ ${name}`);
  const began = Date.now();
  const ok = (await run(command, args, { env }, hide)) === 0;
  steps.push({ name, ok, seconds: (Date.now() - began) / 1000 });
  return ok;
}

/** Steps that run side by side, each printed whole once it ends (in the order given), so their output never interleaves. */
async function stepsBeside(list: { name: string; command: string; args: string[] }[]): Promise<boolean[]> {
  const began = Date.now();
  const results = list.map(({ command, args }) => runQuiet(command, args).then((r) => ({ ...r, seconds: (Date.now() - began) / 1000 })));
  const oks: boolean[] = [];
  for (const [i, { name }] of list.entries()) {
    const { code, output, seconds } = await results[i]!;
    console.log(`\n▶ ${name}\n${output.trimEnd()}`);
    steps.push({ name, ok: code === 0, seconds });
    oks.push(code === 0);
  }
  return oks;
}

async function main(): Promise<number> {
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });

  // Each gate reads the sources only, or writes only its own output: on two cores they overlap each other's waits.
  const gates = await stepsBeside([
    { name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
    { name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
    { name: 'build', command: 'npm', args: ['run', 'build', '--silent'] },
  ]);
  totals.failed += gates.filter((ok) => !ok).length;
  if (gates.includes(false)) {
    console.log('\nSkipping the emulator suites: fix the steps above first.');
    return 1;
  }

  const plan = planEmulators();
  if (!plan.storage) console.log(STORAGE_MISSING_REASON);
  await startMail();
  const suites = process.env.FLOATERS_TEST_SUITES?.split(',') ?? ['unit', 'rules', 'integration', 'e2e'];
  const emulatorSuites = suites.filter((s) => s !== 'unit');
  // Beside the emulators (it needs none), in this process's environment: theirs would point its code at them.
  const unitFile = join(RESULTS_DIR, 'unit.json');
  const unit = suites.includes('unit')
    ? stepsBeside([
        {
          name: 'unit suite (ran beside the emulator suites)',
          command: bin('jest'),
          args: ['--selectProjects', 'unit', '--passWithNoTests', '--json', `--outputFile=${unitFile}`, ...process.argv.slice(2)],
        },
      ]).then(([ok]) => countJest(unitFile, ok!))
    : Promise.resolve();
  const runSuites = [bin('tsx'), join(ROOT, 'scripts', 'test-suites.ts'), RESULTS_DIR, emulatorSuites.join(','), ...process.argv.slice(2)];
  const emulatorSuitesOk =
    !emulatorSuites.length ||
    (await step(
      `${emulatorSuites.join(', ')} suites on the emulators`,
      bin('firebase'),
      ['emulators:exec', '--project', PROJECT_ID, '--config', plan.configPath, '--only', plan.only.join(','), runSuites.join(' ')],
      {
        ...process.env,
        ...emulatorEnv({ storage: plan.storage }),
        FLOATERS_STORAGE_EMULATOR: plan.storage ? '1' : '',
        // Seconds a functions worker may take to start: the 50-caller burst starts fifty at once on two cores.
        FUNCTIONS_DISCOVERY_TIMEOUT: '180',
      },
      HOSTING_ACCESS_LOG,
    ));
  await unit;
  const suiteFiles = ['emulators', 'rules'].map((name) => join(RESULTS_DIR, `${name}.json`)).filter((file) => existsSync(file));
  if (!suiteFiles.length) countJest(join(RESULTS_DIR, 'emulators.json'), emulatorSuitesOk);
  for (const file of suiteFiles) countJest(file, readJest(file)?.success ?? false);
  if (!emulatorSuitesOk && !totals.failed) totals.failed += 1;
  return totals.failed === 0 && steps.every((s) => s.ok) ? 0 : 1;
}

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
    console.log('\nSteps: ' + steps.map((s) => `${s.ok ? '✔' : '✘'} ${s.name} (${s.seconds.toFixed(0)} s)`).join('  '));
    console.log(`Total: ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
    console.log(`${totals.passed} passed, ${totals.failed} failed` + (totals.skipped ? `, ${totals.skipped} skipped` : ''));
    process.exit(code);
  });
