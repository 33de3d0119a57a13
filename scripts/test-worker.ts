import { join } from 'node:path';
import { ROOT } from './lib/ports';
import { bin, run } from './lib/processes';
import type { Lane } from './lib/test-queue';

/**
 * Runs inside one stack's `firebase emulators:exec` (scripts/test-stack.ts): one process per lane
 * (lib/test-queue.ts), side by side, each taking that lane's test files from the queue one at a time
 * (scripts/test-lane.ts), as every file clears its project's data before it starts. Fails if any file of any lane failed.
 *
 * Usage: tsx scripts/test-worker.ts <queue url> <stack name> <lane>...
 */
const [queueUrl, stack, ...lanes] = process.argv.slice(2) as [string, string, ...Lane[]];

void Promise.all(lanes.map((lane) => run(bin('tsx'), [join(ROOT, 'scripts', 'test-lane.ts'), queueUrl, stack, lane]))).then((codes) =>
  process.exit(codes.some((c) => c !== 0) ? 1 : 0),
);
