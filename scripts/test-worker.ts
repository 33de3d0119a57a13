import { QUEUE_ROUTES, type FileDone, type Lane, type QueuedFile } from './lib/test-queue';
import { bin, runQuiet } from './lib/processes';

/**
 * Runs inside one stack's `firebase emulators:exec` (scripts/test-stack.ts):
 * in each of its lanes (lib/test-queue.ts), asks the queue for a test file of
 * that lane, runs it in a Jest process of its own, reports the output, and
 * asks again until the lane's files are done. One file at a time per lane, as
 * every file clears its project's data before it starts.
 *
 * Usage: tsx scripts/test-worker.ts <queue url> <stack name> <lane>...
 */
const [queueUrl, stack, ...lanes] = process.argv.slice(2) as [string, string, ...Lane[]];

async function next(lane: Lane): Promise<QueuedFile | undefined> {
  const res = await fetch(`${queueUrl}${QUEUE_ROUTES.next}?stack=${stack}&lane=${lane}`, { method: 'POST' });
  return res.status === 200 ? ((await res.json()) as QueuedFile) : undefined;
}

/** Runs the lane's files; resolves with how many failed. */
async function runLane(lane: Lane): Promise<number> {
  let failed = 0;
  for (let queued = await next(lane); queued; queued = await next(lane)) {
    const began = Date.now();
    const { code, output } = await runQuiet(bin('jest'), ['--runInBand', '--json', `--outputFile=${queued.report}`, '--runTestsByPath', queued.file]);
    if (code !== 0) failed += 1;
    const done: FileDone = { ...queued, stack, code, output, seconds: (Date.now() - began) / 1000 };
    await fetch(`${queueUrl}${QUEUE_ROUTES.done}?stack=${stack}`, { method: 'POST', body: JSON.stringify(done) });
  }
  return failed;
}

void Promise.all(lanes.map(runLane)).then((failed) => process.exit(failed.some((n) => n > 0) ? 1 : 0));
