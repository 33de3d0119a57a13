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

/** The queue's two requests: a stack's lane asks for the next file, and reports it done. */
export const QUEUE_ROUTES = { next: '/next', done: '/done' } as const;

/**
 * What a lane of a stack runs: a stack runs one file at a time per Firebase project, as each file clears its
 * project's data. The rules suite has its own project (tests/support/rules-env.ts), hence its own lane; a stack that
 * joins for the browser files (scripts/test.ts) runs them in its `browser` lane.
 */
export const LANES = { rules: 'rules', others: 'others', browser: 'browser' } as const;
export type Lane = (typeof LANES)[keyof typeof LANES];

const suiteOf = (file: string) => relative(join(ROOT, 'tests'), file).split('/')[0];
/** Whether a file drives a browser: its pages listen to Firestore. */
const drivesBrowser = (file: string) => suiteOf(file) === 'e2e';

/** Whether `lane` runs `file`: the rules files in the rules lane, the browser files in both others and browser. */
export function laneTakes(lane: Lane, file: string): boolean {
  if (lane === LANES.browser) return drivesBrowser(file);
  return (suiteOf(file) === 'rules') === (lane === LANES.rules);
}

/** The lanes of the stack numbered `index`: the rules lane on the first only, so two rules files never clear each other's data. */
export const stackLanes = (index: number): Lane[] => (index === 0 ? [LANES.others, LANES.rules] : [LANES.browser]);

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
  if (tooHigh !== undefined)
    throw new Error(`${count} test stacks need ports shifted by up to ${tooHigh}; lower FLOATERS_PORT_OFFSET or FLOATERS_TEST_STACKS.`);
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
 * Seconds the longest files took in a full `npm test` on this 2-core machine (2026-12-03), for a fresh clone that has
 * no timings of its own: by size alone the rules matrix, a short file that makes 900 cases, would start last and leave
 * one stack working alone at the end.
 */
const FRESH_CLONE_SECONDS: Record<string, number> = {
  'tests/e2e/admin-screens.test.ts': 188,
  'tests/e2e/public-rendering.test.ts': 90,
  'tests/e2e/hurried-visitor.test.ts': 84,
  'tests/integration/backup-restore.test.ts': 75,
  'tests/e2e/public-pages.test.ts': 75,
  'tests/e2e/sailing-full-path.test.ts': 74,
  'tests/e2e/certificates-live.test.ts': 68,
  'tests/e2e/certificate-sharing.test.ts': 65,
  'tests/integration/gumroad-ping.test.ts': 64,
  'tests/e2e/founding-spots.test.ts': 62,
  'tests/e2e/header-member-links.test.ts': 62,
  'tests/e2e/email-drafts.test.ts': 52,
  'tests/e2e/route-pictures.test.ts': 52,
  'tests/integration/broadcast-send.test.ts': 51,
  'tests/rules/rules-matrix.test.ts': 43,
};

/** A file of neither list: about a second of running for each 200 bytes of test, the files above' rough rate. */
const SECONDS_PER_BYTE = 1 / 200;

/**
 * The order files are handed out in: browser files last, each group longest first (last run's seconds, else the
 * fresh-clone figures, else size). The Firestore emulator keeps closed pages' listeners and queues changes for them,
 * slowing later heavy tests badly, and nothing a page does releases them.
 */
export function runOrder(files: string[]): string[] {
  const last = lastDurations();
  const expected = (file: string) => {
    const name = relative(ROOT, file);
    return last[name] ?? FRESH_CLONE_SECONDS[name] ?? statSync(file).size * SECONDS_PER_BYTE;
  };
  return files
    .map((file) => ({ file, browser: drivesBrowser(file), seconds: expected(file) }))
    .sort((a, b) => Number(a.browser) - Number(b.browser) || b.seconds - a.seconds)
    .map(({ file }) => file);
}

export interface TestQueue {
  url: string;
  /** Files handed out and not yet reported, by stack: what a stack that stopped leaves unfinished. */
  unfinished(stack: string): string[];
  /** Files never handed out: what is left when every stack has stopped. */
  left(): string[];
  /** Hands out no more files; returns those it will not. */
  stop(): string[];
  /** Resolves once no file of `lane` is waiting or running (at once if it had none), or the queue is stopped or closed. */
  laneDone(lane: Lane): Promise<void>;
  /** Whether a browser file is still waiting to be handed out. */
  browserFilesWaiting(): boolean;
  close(): Promise<void>;
}

/** Serves `files` (in order) on a local port; `onDone` hears each report. */
export async function serveTestQueue(files: string[], reportDir: string, onDone: (done: FileDone) => void): Promise<TestQueue> {
  const waiting = [...files];
  const taken = new Map<string, string>();
  let handedOut = 0;
  let ended = false;
  /** Who waits for what: each resolved once its condition holds, or when the queue stops or closes. */
  const waiters: { holds: () => boolean; resolve: () => void }[] = [];
  const busy = (lane: Lane) => [...waiting, ...taken.keys()].some((f) => laneTakes(lane, f));
  const wake = () => {
    for (const waiter of waiters.filter((w) => w.holds())) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const when = (holds: () => boolean) =>
    new Promise<void>((resolve) => {
      waiters.push({ holds: () => ended || holds(), resolve });
      wake();
    });
  const server: Server = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://queue').searchParams;
    const stack = query.get('stack') ?? '?';
    if (req.method === 'POST' && req.url?.startsWith(QUEUE_ROUTES.next)) {
      const at = waiting.findIndex((f) => laneTakes(query.get('lane') as Lane, f));
      if (at < 0) return void res.writeHead(204).end();
      const [file] = waiting.splice(at, 1) as [string];
      taken.set(file, stack);
      wake();
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
        wake();
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
    stop: () => {
      const dropped = waiting.splice(0);
      ended = true;
      wake();
      return dropped;
    },
    laneDone: (lane) => when(() => !busy(lane)),
    browserFilesWaiting: () => waiting.some(drivesBrowser),
    close: () => {
      ended = true;
      wake();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
