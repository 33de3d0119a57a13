import { createHash } from 'node:crypto';
import { COLLECTIONS } from '../shared/collections';

/**
 * Google's front end appends the address it saw to X-Forwarded-For; earlier
 * entries are whatever the client sent, so only the last one is trusted.
 */
export function clientAddress(forwarded: string | string[] | undefined, direct: string | undefined): string {
  const header = Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '');
  return (
    header
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .pop() ??
    direct ??
    'unknown'
  );
}

/** Rate-limit bucket for a network address; the address itself is never stored. */
export function addressBucket<Slots extends string>(
  address: string,
  slots: Slots,
): `${typeof COLLECTIONS.rateLimits}/ip-${string}/${Slots}` {
  return `${COLLECTIONS.rateLimits}/ip-${createHash('sha256').update(address).digest('hex').slice(0, 32)}/${slots}`;
}
