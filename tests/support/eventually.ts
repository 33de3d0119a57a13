/**
 * What `read` returns once it returns something, or undefined after `timeoutMs`: for what a server receives some time
 * after a page sends it. A hang guard, not a speed check: the caller asserts on the value, so a test that gets nothing
 * fails on what it expected, not on a clock.
 */
export async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
