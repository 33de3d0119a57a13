import { rateLimitWindowStart, type RateLimit } from '../../functions/src/lib/rate-limit';

/**
 * Rate limits count in fixed windows of wall-clock time (functions/src/lib/rate-limit.ts), and an address's
 * bucket changes with the day, at a window's edge too. A test that fills a window and expects the next call
 * refused must not straddle two: when the current window has less than `needMs` left, this waits for the next.
 */
export async function inOneWindow({ windowMs }: RateLimit, needMs = 30_000): Promise<void> {
  const left = rateLimitWindowStart(Date.now(), windowMs) + windowMs - Date.now();
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
