import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readCommandLine } from './lib/command-line';
import { stopAll, stopChildrenOnSignals } from './lib/processes';
import { startEmulators, startMail } from './lib/stack';

/**
 * `npm run bench`: runs every benchmark in scripts/bench/ (or those named on
 * the command line) and prints their figures. Never part of `npm test`.
 * Each benchmark module exports `name` and `run(): Promise<void>` and prints
 * its own figures. The emulator stack (fresh, no saved data) is started once
 * when any selected benchmark needs it.
 */
interface Benchmark {
  name: string;
  /** Set when the benchmark talks to the emulator stack; it is started once for all of them. */
  needsEmulators?: boolean;
  /** Set when the stack should run at the lowest CPU priority while this benchmark measures (see startEmulators). */
  emulatorsInBackground?: boolean;
  run: () => Promise<void>;
}

async function main() {
  const only = readCommandLine({ command: 'npm run bench --', flags: {}, words: { label: '<benchmark names>', min: 0 } }).words;
  const files = readdirSync(join(__dirname, 'bench')).filter((f) => f.endsWith('.bench.ts')).sort();
  const selected = files.filter((f) => !only.length || only.some((o) => f.includes(o)));
  if (!selected.length) console.log('No benchmarks selected.');
  const benches = await Promise.all(selected.map(async (f) => (await import(join(__dirname, 'bench', f))) as Benchmark));
  try {
    // Inside the try: a stack that fails half-way up is still stopped.
    if (benches.some((b) => b.needsEmulators)) {
      console.log('Starting the emulator stack for the benchmarks...');
      await startMail();
      const users = benches.filter((b) => b.needsEmulators);
      const background = users.every((b) => b.emulatorsInBackground);
      if (!background && users.some((b) => b.emulatorsInBackground)) {
        console.log('The emulators run at normal priority for the benchmarks that measure them: run the others on their own.');
      }
      await startEmulators({ quiet: true, background });
    }
    for (const bench of benches) {
      console.log(`\n■ ${bench.name}`);
      await bench.run();
    }
  } finally {
    await stopAll(5_000);
  }
}

stopChildrenOnSignals();
main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
