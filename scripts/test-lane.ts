import { runCLI } from 'jest';
import { Agent, setGlobalDispatcher } from 'undici';
import { QUEUE_ROUTES, type FileDone, type Lane, type QueuedFile } from './lib/test-queue';
import { ROOT } from './lib/ports';

/**
 * One lane of a stack (scripts/test-worker.ts starts one per lane): takes the lane's next file from the queue, runs it
 * with Jest in this process and reports, until done. One Jest run per file keeps reports apart; one process lets V8
 * reuse compiled modules.
 *
 * Usage: tsx scripts/test-lane.ts <queue url> <stack name> <lane>
 */
const [queueUrl, stack, lane] = process.argv.slice(2) as [string, string, Lane];

async function next(): Promise<QueuedFile | undefined> {
  const res = await fetch(`${queueUrl}${QUEUE_ROUTES.next}?stack=${stack}&lane=${lane}`, { method: 'POST' });
  return res.status === 200 ? ((await res.json()) as QueuedFile) : undefined;
}

type Write = typeof process.stdout.write;

/** Runs `work` with everything this process writes kept, not shown: the queue prints each file's report whole. */
async function keepingOutput(work: () => Promise<number>): Promise<{ code: number; output: string }> {
  const chunks: string[] = [];
  const shown = { out: process.stdout.write, err: process.stderr.write };
  const keep = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
    const done = rest.find((r): r is () => void => typeof r === 'function');
    done?.();
    return true;
  }) as Write;
  process.stdout.write = keep;
  process.stderr.write = keep;
  try {
    const code = await work().catch((err: unknown) => {
      chunks.push(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      return 1;
    });
    return { code, output: chunks.join('') };
  } finally {
    process.stdout.write = shown.out;
    process.stderr.write = shown.err;
  }
}

/**
 * Each file's fetches (undici's global dispatcher) get fresh connections, the previous file's closed once idle: a
 * kept-alive connection could be closed by the emulator (5 s idle limit) while Jest compiled, failing with "fetch
 * failed". `pipelining: 0` is no cure: undici then asserts on unread bodies.
 */
let connections: Agent | undefined;
function freshConnections(): void {
  const previous = connections;
  connections = new Agent();
  setGlobalDispatcher(connections);
  // Closed, not destroyed: a request the file before left running still ends as the server answers it. Cutting such
  // requests off (destroy) went with a Functions emulator worker failing mid-burst (write EPIPE) in two CI runs.
  void previous?.close();
}

async function runFile(queued: QueuedFile): Promise<number> {
  freshConnections();
  const { results } = await runCLI(
    { _: [queued.file], $0: 'jest', runInBand: true, runTestsByPath: true, json: true, outputFile: queued.report },
    [ROOT],
  );
  return results.success ? 0 : 1;
}

async function main(): Promise<number> {
  let failed = 0;
  for (let queued = await next(); queued; queued = await next()) {
    const began = Date.now();
    const { code, output } = await keepingOutput(() => runFile(queued!));
    if (code !== 0) failed += 1;
    const done: FileDone = { ...queued, stack, code, output, seconds: (Date.now() - began) / 1000 };
    await fetch(`${queueUrl}${QUEUE_ROUTES.done}?stack=${stack}`, { method: 'POST', body: JSON.stringify(done) });
  }
  return failed;
}

void main().then((failed) => process.exit(failed > 0 ? 1 : 0));
