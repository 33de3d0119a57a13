/**
 * Lets at most `slots` calls of the returned runner proceed at once; the rest
 * wait their turn in order. With `maxWaiting`, a call that would make the line
 * longer is not queued: `whenFull()` is thrown instead.
 */
export function semaphore(slots: number, maxWaiting = Infinity, whenFull: () => Error = () => new Error('Too many waiting')) {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (free > 0) free -= 1;
    else if (waiting.length >= maxWaiting) throw whenFull();
    // A finished call hands its slot straight to the next in line, so `free` never rises between them.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}
