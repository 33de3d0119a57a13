import { join } from 'node:path';
import { STORAGE_MISSING_REASON, planEmulators } from './lib/emulator-setup';
import { PROJECT_ID, ROOT, emulatorEnv } from './lib/ports';
import { bin, run, stopAll, stopChildrenOnSignals } from './lib/processes';
import { startMail } from './lib/stack';

/**
 * One stack of `npm test` (scripts/test.ts starts one per FLOATERS_TEST_STACKS,
 * each at its own FLOATERS_PORT_OFFSET): the local mail services and the
 * emulators, inside which scripts/test-worker.ts runs the files the queue
 * hands it. Its output is the emulators' log; the coordinator keeps it in a file.
 *
 * Usage: tsx scripts/test-stack.ts <queue url> <stack name> <lane>...
 */
const [queueUrl, stackName, ...lanes] = process.argv.slice(2);

async function main(): Promise<number> {
  const plan = planEmulators();
  if (!plan.storage) console.log(STORAGE_MISSING_REASON);
  await startMail();
  const worker = [bin('tsx'), join(ROOT, 'scripts', 'test-worker.ts'), queueUrl, stackName, ...lanes].join(' ');
  return run(bin('firebase'), ['emulators:exec', '--project', PROJECT_ID, '--config', plan.configPath, '--only', plan.only.join(','), worker], {
    env: {
      ...process.env,
      ...emulatorEnv({ storage: plan.storage }),
      FLOATERS_STORAGE_EMULATOR: plan.storage ? '1' : '',
      // Seconds a functions worker may take to start: the 50-caller burst starts fifty at once on two cores.
      FUNCTIONS_DISCOVERY_TIMEOUT: '180',
    },
  });
}

// Its mail services run in process groups of their own: a stack that is stopped stops them too.
stopChildrenOnSignals();

main()
  .catch((err) => {
    console.error(err);
    return 1;
  })
  .then(async (code) => {
    await stopAll(5_000);
    process.exit(code);
  });
