import { QUEUE_ROUTES, type FileDone, type QueuedFile } from './lib/test-queue';
import { bin, runQuiet } from './lib/processes';

/**
 * Runs inside one stack's `firebase emulators:exec` (scripts/test-stack.ts):
 * asks the queue for a test file, runs it in a Jest process of its own,
 * reports the output, and asks again until the queue is empty. One file at a
 * time, as every file clears the stack's data before it starts.
 *
 * Usage: tsx scripts/test-worker.ts <queue url> <stack name>
 */
const [queueUrl, stack] = process.argv.slice(2);

async function next(): Promise<QueuedFile | undefined> {
  const res = await fetch(`${queueUrl}${QUEUE_ROUTES.next}?stack=${stack}`, { method: 'POST' });
  return res.status === 200 ? ((await res.json()) as QueuedFile) : undefined;
}

async function main(): Promise<number> {
  let failed = 0;
  for (let queued = await next(); queued; queued = await next()) {
    const began = Date.now();
    const { code, output } = await runQuiet(bin('jest'), ['--runInBand', '--json', `--outputFile=${queued.report}`, '--runTestsByPath', queued.file]);
    if (code !== 0) failed += 1;
    const done: FileDone = { ...queued, stack: stack!, code, output, seconds: (Date.now() - began) / 1000 };
    await fetch(`${queueUrl}${QUEUE_ROUTES.done}?stack=${stack}`, { method: 'POST', body: JSON.stringify(done) });
  }
  return failed ? 1 : 0;
}

void main().then((code) => process.exit(code));
