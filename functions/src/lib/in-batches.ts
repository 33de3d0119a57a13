/**
 * Runs `work` on every item, `size` at a time: an outside service (SendGrid, Gumroad) is asked a few calls at once, not
 * a whole list's. Returns what the calls that worked answered, and the errors of those that failed, each to retry.
 */
export async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<{ results: R[]; failed: unknown[] }> {
  const results: R[] = [];
  const failed: unknown[] = [];
  for (let i = 0; i < items.length; i += size) {
    for (const outcome of await Promise.allSettled(items.slice(i, i + size).map(work))) {
      if (outcome.status === 'rejected') failed.push(outcome.reason);
      else results.push(outcome.value);
    }
  }
  return { results, failed };
}
