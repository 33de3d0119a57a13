import { join } from 'node:path';
import { bin, run, runQuiet } from './lib/processes';

/**
 * The emulator-backed suites, run by `npm test` (scripts/test.ts) inside
 * `firebase emulators:exec`: the rules suite in a Jest process of its own,
 * beside the integration and browser suites in another. The rules suite has a
 * Firestore project of its own (tests/support/rules-env.ts), so neither clears
 * the other's data; the others share the demo project and run one file at a
 * time. The rules suite keeps the Firestore emulator busy while the browser
 * suites mostly wait on pages and functions, so the two overlap well on two
 * cores. Its report is printed whole when it ends, never interleaved.
 *
 * Usage: tsx scripts/test-suites.ts <results dir> <suites, comma-separated> [jest arguments...]
 */
const [resultsDir, suiteList, ...jestArgs] = process.argv.slice(2);
const suites = suiteList!.split(',');

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
  const shared = suites.filter((s) => s !== 'rules');
  const rules = suites.includes('rules')
    ? runQuiet(bin('jest'), jest(['rules'], 'rules')).then(({ code, output }) => {
        console.log(`\n▶ rules suite (ran beside the others)\n${output}`);
        return code;
      })
    : Promise.resolve(0);
  const others = shared.length ? run(bin('jest'), jest(shared, 'emulators')) : Promise.resolve(0);
  const codes = await Promise.all([others, rules]);
  return codes.every((c) => c === 0) ? 0 : 1;
}

void main().then((code) => process.exit(code));
