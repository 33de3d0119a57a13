/**
 * Resolves in a task of its own. Work cut up by it is a few short tasks, none long enough to hold back a tap: on a
 * phone four times slower than this machine, the work a page does on arrival run as one task would block input for
 * over 50 ms.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
