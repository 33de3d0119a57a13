import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { join } from 'node:path';
import { constants } from 'node:os';
import { createInterface } from 'node:readline';
import { ROOT } from './ports';

const children = new Set<ChildProcess>();
/** Children of run() and runQuiet(): in this process's group, so a terminal's Ctrl-C reaches them, a SIGTERM to this process alone does not. */
const helpers = new Set<ChildProcess>();

function track(child: ChildProcess): void {
  helpers.add(child);
  child.on('exit', () => helpers.delete(child));
}

export function bin(name: string): string {
  return join(ROOT, 'node_modules', '.bin', name);
}

/** Starts a long-running child in its own process group so it can be stopped with all its descendants. */
export function startChild(label: string, command: string, args: string[], options: SpawnOptions & { quiet?: boolean } = {}): ChildProcess {
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    ...options,
  });
  if (options.quiet) {
    // Keep the last output so a failure can be explained without flooding the terminal.
    const tail: string[] = [];
    const keep = (b: Buffer) => {
      tail.push(b.toString());
      if (tail.length > 80) tail.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    (child as ChildProcess & { tail: () => string }).tail = () => tail.join('');
  }
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.on('error', (err) => console.error(`${label}: ${err.message}`));
  return child;
}

export function outputTail(child: ChildProcess): string {
  return (child as ChildProcess & { tail?: () => string }).tail?.() ?? '';
}

/**
 * Runs a command to completion, inheriting the terminal; resolves with its
 * exit code. Standard output lines matching `hide` are dropped.
 */
export function run(command: string, args: string[], options: SpawnOptions = {}, hide?: RegExp): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: hide ? ['inherit', 'pipe', 'inherit'] : 'inherit', ...options });
    track(child);
    if (hide && child.stdout) {
      createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => {
        if (!hide.test(line)) process.stdout.write(`${line}\n`);
      });
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/**
 * Runs a command to completion with its output kept, not shown: for steps that run beside others, whose output
 * is printed whole once they end so it never interleaves. Resolves with the exit code and that output.
 */
export function runQuiet(command: string, args: string[], options: SpawnOptions = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    track(child);
    const output: Buffer[] = [];
    child.stdout?.on('data', (b: Buffer) => output.push(b));
    child.stderr?.on('data', (b: Buffer) => output.push(b));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() }));
    child.on('error', (err) => resolve({ code: 127, output: err.message }));
  });
}

/** Resolves with a child's exit code once it has exited (1 when a signal ended it). */
export function exitCode(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  if (child.signalCode !== null) return Promise.resolve(1);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

export function waitForExit(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** SIGINT first (the emulators export their data on it), then SIGKILL for stragglers. */
export async function stopAll(graceMs = 30_000): Promise<void> {
  const running = [...children];
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGINT');
    } catch {
      /* already gone */
    }
  }
  await Promise.all(running.map((c) => waitForExit(c, graceMs)));
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}

/**
 * Stops what this process started on Ctrl-C or SIGTERM, then exits: startChild's children have process groups of their
 * own that Ctrl-C misses, and MailDev or the SendGrid stand-in would keep their ports. SIGTERM is passed to run()'s
 * and runQuiet()'s children too.
 */
export function stopChildrenOnSignals(graceMs = 5_000): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      const waiting = [...helpers];
      if (signal === 'SIGTERM') for (const child of waiting) child.kill('SIGTERM');
      void Promise.all([stopAll(graceMs), ...waiting.map((c) => waitForExit(c, graceMs))]).finally(() =>
        process.exit(128 + constants.signals[signal]),
      );
    });
  }
}

/** Polls until fn resolves truthy; readiness is awaited, never slept for. */
export async function waitUntil(what: string, fn: () => Promise<boolean>, timeoutMs: number, alive?: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (alive && !alive()) throw new Error(`${what}: the process exited before it was ready`);
    if (await fn().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what}: not ready after ${Math.round(timeoutMs / 1000)} s`);
}

export async function httpOk(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return res.ok;
}
