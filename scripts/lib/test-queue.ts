import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { HOST, MAX_PORT_OFFSET, ROOT, portOffset } from './ports';

/**
 * The emulator-backed test files of `npm test`, handed out one at a time to
 * the stacks that run them (scripts/test-stack.ts): each stack asks for the
 * next file when it is free, so two stacks share the work whatever each
 * file's length, and the longest files go first so none is left alone at the end.
 */

/** The queue's two requests: a stack asks for the next file, and reports it done. */
export const QUEUE_ROUTES = { next: '/next', done: '/done' } as const;

export interface QueuedFile {
  /** Absolute path of the test file. */
  file: string;
  /** Where Jest writes its JSON report for this file. */
  report: string;
}

export interface FileDone extends QueuedFile {
  stack: string;
  code: number;
  output: string;
  seconds: number;
}

/** How far apart the stacks' ports are: beyond every gap between two of the base ports, so no two stacks ever share one. */
const STACK_PORT_STEP = 10_000;

/** The port offsets of `count` stacks, starting at this checkout's own (FLOATERS_PORT_OFFSET). */
export function stackOffsets(count: number): number[] {
  const offsets = Array.from({ length: count }, (_, i) => portOffset + i * STACK_PORT_STEP);
  const tooHigh = offsets.find((o) => o > MAX_PORT_OFFSET);
  if (tooHigh !== undefined) throw new Error(`${count} test stacks need ports shifted by up to ${tooHigh}; lower FLOATERS_PORT_OFFSET or FLOATERS_TEST_STACKS.`);
  return offsets;
}

/** Each file's seconds in the last run on this checkout, to start the longest first. */
const DURATIONS_PATH = join(ROOT, '.emulators-cache', 'test-durations.json');

function lastDurations(): Record<string, number> {
  return existsSync(DURATIONS_PATH) ? JSON.parse(readFileSync(DURATIONS_PATH, 'utf8')) : {};
}

export function saveDurations(seconds: Record<string, number>): void {
  mkdirSync(dirname(DURATIONS_PATH), { recursive: true });
  writeFileSync(DURATIONS_PATH, JSON.stringify({ ...lastDurations(), ...seconds }, null, 2));
}

/**
 * Longest first: by the last run's seconds where this checkout has them, else
 * (a fresh clone) by size, which follows the number of pages and calls a file makes.
 */
export function longestFirst(files: string[]): string[] {
  const last = lastDurations();
  const known = (f: string) => last[relative(ROOT, f)];
  const byLast = files.filter((f) => known(f) !== undefined).sort((a, b) => known(b)! - known(a)!);
  const bySize = files.filter((f) => known(f) === undefined).sort((a, b) => statSync(b).size - statSync(a).size);
  return [...bySize, ...byLast];
}

export interface TestQueue {
  url: string;
  /** Files handed out and not yet reported, by stack: what a stack that stopped leaves unfinished. */
  unfinished(stack: string): string[];
  /** Files never handed out: what is left when every stack has stopped. */
  left(): string[];
  close(): Promise<void>;
}

/** Serves `files` (in order) on a local port; `onDone` hears each report. */
export async function serveTestQueue(files: string[], reportDir: string, onDone: (done: FileDone) => void): Promise<TestQueue> {
  const waiting = [...files];
  const taken = new Map<string, string>();
  let handedOut = 0;
  const server: Server = createServer((req, res) => {
    const stack = new URL(req.url ?? '/', 'http://queue').searchParams.get('stack') ?? '?';
    if (req.method === 'POST' && req.url?.startsWith(QUEUE_ROUTES.next)) {
      const file = waiting.shift();
      if (!file) return void res.writeHead(204).end();
      taken.set(file, stack);
      const queued: QueuedFile = { file, report: join(reportDir, `file-${++handedOut}.json`) };
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(queued));
    }
    if (req.method === 'POST' && req.url?.startsWith(QUEUE_ROUTES.done)) {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const done = JSON.parse(Buffer.concat(chunks).toString()) as FileDone;
        taken.delete(done.file);
        onDone(done);
        res.writeHead(204).end();
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${HOST}:${port}`,
    unfinished: (stack) => [...taken].filter(([, s]) => s === stack).map(([f]) => f),
    left: () => [...waiting],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
