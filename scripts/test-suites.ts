import { join } from 'node:path';
import { bin, run, runQuiet } from './lib/processes';

/**
 * The Jest suites, run by `npm test` (scripts/test.ts) inside `firebase
 * emulators:exec`: the integration and browser suites, one file at a time on
 * the demo project, and beside them, in a Jest process of its own, the rules
 * suite, which has a Firestore project of its own (tests/support/rules-env.ts),
 * so neither clears the other's data. The rules suite keeps the Firestore
 * emulator busy while the browser suites mostly wait on pages and functions.
 * Its report is printed whole as it ends, never interleaved with the others'.
 * (The unit suite runs beside all this from scripts/test.ts, outside the
 * emulators' environment, whose variables would point its code at them.)
 *
 * Usage: tsx scripts/test-suites.ts <results dir> <suites, comma-separated> [jest arguments...]
 */
const [resultsDir, suiteList, ...jestArgs] = process.argv.slice(2);
const suites = suiteList!.split(',');

/** Suites that run beside the shared ones, in a Jest process each. */
const BESIDE = ['rules'];

const jest = (projects: string[], name: string) => [
  '--selectProjects',
  ...projects,
  '--runInBand',
  '--passWithNoTests',
  '--json',
  `--outputFile=${join(resultsDir!, `${name}.json`)}`,
  ...jestArgs,
];

async function main(): Promise<number> {
  const shared = suites.filter((s) => !BESIDE.includes(s));
  const beside = BESIDE.filter((s) => suites.includes(s)).map((suite) =>
    runQuiet(bin('jest'), jest([suite], suite)).then(({ code, output }) => {
      console.log(`\n▶ ${suite} suite (ran beside the others)\n${output}`);
      return code;
    }),
  );
  const others = shared.length ? run(bin('jest'), jest(shared, 'emulators')) : Promise.resolve(0);
  const codes = await Promise.all([others, ...beside]);
  return codes.every((c) => c === 0) ? 0 : 1;
}

void main().then((code) => process.exit(code));
