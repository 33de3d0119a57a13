import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Gumroad does not sign pings; the owner's secret rides in the webhook URL's
 * `secret` query parameter. Hashing both sides first gives equal-length
 * buffers, so the comparison time says nothing about the secret's length or
 * prefix.
 */
export function secretMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given));
}
