import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { STORAGE_MISSING_REASON, planEmulators } from './lib/emulator-setup';
import { PROJECT_ID, ROOT, emulatorEnv } from './lib/ports';
import { bin, run, stopAll } from './lib/processes';
import { startMail } from './lib/stack';

/**
 * `npm test`: typecheck, lint, build, unit tests, then the rules, integration
 * and browser suites inside `firebase emulators:exec`. Ends with one totals
 * line and a non-zero exit on any failure.
 */
const RESULTS_DIR = join(ROOT, 'test-results');
// The Hosting emulator logs every request the browser suite makes: thousands of lines that bury the test report.
const HOSTING_ACCESS_LOG = /^i\s+hosting: \S+ - - \[/;

interface JestSummary {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  success: boolean;
}

const steps: { name: string; ok: boolean }[] = [];
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
  totals.passed += s.numPassedTests;
  totals.failed += s.numFailedTests;
  totals.skipped += s.numPendingTests;
}

async function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env, hide?: RegExp): Promise<boolean> {
  console.log(`\n▶ ${name}`);
  const ok = (await run(command, args, { env }, hide)) === 0;
  steps.push({ name, ok });
  return ok;
}

async function main(): Promise<number> {
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });

  const gates = [
    await step('typecheck', 'npm', ['run', 'typecheck', '--silent']),
    await step('lint', 'npm', ['run', 'lint', '--silent']),
    await step('build', 'npm', ['run', 'build', '--silent']),
  ];
  totals.failed += gates.filter((ok) => !ok).length;
  const unitFile = join(RESULTS_DIR, 'unit.json');
  countJest(unitFile, await step('unit tests', bin('jest'), ['--selectProjects', 'unit', '--json', `--outputFile=${unitFile}`]));
  if (gates.includes(false)) {
    console.log('\nSkipping the emulator suites: fix the steps above first.');
    return 1;
  }

  const plan = planEmulators();
  if (!plan.storage) console.log(STORAGE_MISSING_REASON);
  await startMail();
  const emulatorFile = join(RESULTS_DIR, 'emulators.json');
  const suites = process.env.FLOATERS_TEST_SUITES?.split(',') ?? ['rules', 'integration', 'e2e'];
  const jestArgs = ['--selectProjects', ...suites, '--runInBand', '--json', `--outputFile=${emulatorFile}`, ...process.argv.slice(2)];
  const emulatorSuitesOk = await step(
    `${suites.join(', ')} suites on the emulators`,
    bin('firebase'),
    ['emulators:exec', '--project', PROJECT_ID, '--config', plan.configPath, '--only', plan.only.join(','), [bin('jest'), ...jestArgs].join(' ')],
    {
      ...process.env,
      ...emulatorEnv({ storage: plan.storage }),
      FLOATERS_STORAGE_EMULATOR: plan.storage ? '1' : '',
      // Seconds a functions worker may take to start: the 50-caller burst starts fifty at once on two cores.
      FUNCTIONS_DISCOVERY_TIMEOUT: '180',
    },
    HOSTING_ACCESS_LOG,
  );
  countJest(emulatorFile, emulatorSuitesOk);
  return totals.failed === 0 && steps.every((s) => s.ok) ? 0 : 1;
}

main()
  .catch((err) => {
    console.error(err);
    return 1;
  })
  .then(async (code) => {
    await stopAll(5_000);
    console.log('\nSteps: ' + steps.map((s) => `${s.ok ? '✔' : '✘'} ${s.name}`).join('  '));
    console.log(`${totals.passed} passed, ${totals.failed} failed` + (totals.skipped ? `, ${totals.skipped} skipped` : ''));
    process.exit(code);
  });
