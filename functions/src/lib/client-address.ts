import { createHash, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections';
import { db } from './admin';
import { RATE_LIMIT_EXPIRY_FIELD } from './rate-limit';

/**
 * Who is sending a request, for rate limits only. The headers that reach a
 * function depend on the road the request took:
 *
 * Through a Firebase Hosting rewrite (/api/collect on the site's own origin),
 * Hosting's CDN makes the call: Google's front end appends the CDN edge's
 * address to X-Forwarded-For, so its last entry is the same for every visitor
 * behind that edge, and the CDN passes the visitor's own address in
 * Fastly-Client-IP (firebase/firebase-functions#541, pbojinov/request-ip#37):
 *   fastly-client-ip: 203.0.113.7
 *   x-forwarded-for:  203.0.113.7, 151.101.65.195
 *
 * Directly (a callable, or a function's cloudfunctions.net address): no CDN
 * header; Google's front end appends the caller's address as the last entry,
 * and anything before it is whatever the caller wrote:
 *   x-forwarded-for:  10.1.2.3, 198.51.100.4
 *
 * So Fastly-Client-IP is read only where the site reaches the function through
 * a rewrite (`road` 'hosting-rewrite'): a callable is always called directly,
 * and there a Fastly-Client-IP header is whatever the caller wrote, a new
 * address per request if it likes. A script that calls a rewritten function at
 * its direct address can write it too; what stops that is App Check (optional,
 * lib/app-check.ts) and each function's instance ceiling, not this.
 */
export type Road = 'hosting-rewrite' | 'direct';

export function clientAddress(headers: Record<string, string | string[] | undefined>, direct: string | undefined, road: Road): string {
  const first = (name: string) => {
    const value = headers[name];
    return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
  };
  const forwarded = (first('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const viaCdn = road === 'hosting-rewrite' ? first('fastly-client-ip') : undefined;
  return viaCdn ?? forwarded.pop() ?? direct ?? 'unknown';
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (s: string) => (s ? s.split(':') : []);
  const groups =
    tail === undefined ? part(head) : [...part(head), ...Array(8 - part(head).length - part(tail).length).fill('0'), ...part(tail)];
  return groups.map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The network a rate limit counts: an IPv4 address, or an IPv6 /64 (one
 * household or phone is given a whole /64 and can use any address in it).
 */
export function rateLimitNetwork(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIPv4(plain)) return plain;
  if (isIPv6(plain)) return `${ipv6Groups(plain.split('%')[0]!).slice(0, 4).join(':')}::/64`;
  return plain;
}

/**
 * Rate-limit documents are named by a hash of the network and a random salt of
 * the day (UTC), so a stored id cannot be turned back into an address by
 * hashing every address there is: the salt is needed, and it is deleted when
 * its day ends (the way cookieless analytics count without keeping addresses).
 * One salt per day for every instance, kept in `rate_limits/salt-{day}`, which
 * nobody but the functions can read; a TTL policy removes any salt the
 * clean-up here missed.
 */
const saltDocId = (day: string) => `salt-${day}`;

async function dailySalt(nowMs: number): Promise<string> {
  const day = new Date(nowMs).toISOString().slice(0, 10);
  const ref = db.collection(COLLECTIONS.rateLimits).doc(saltDocId(day));
  // Read each time rather than kept in memory, so every instance uses the salt that is stored, and none outlives it.
  const stored = (await ref.get()).get('salt') as string | undefined;
  if (stored) return stored;
  const { salt, created } = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists) return { salt: snap.get('salt') as string, created: false };
    const fresh = randomBytes(32).toString('base64');
    const endOfDay = Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000;
    tx.create(ref, { salt: fresh, [RATE_LIMIT_EXPIRY_FIELD]: Timestamp.fromMillis(endOfDay) });
    return { salt: fresh, created: true };
  });
  if (created) {
    const yesterday = new Date(Date.parse(`${day}T00:00:00Z`) - 1).toISOString().slice(0, 10);
    await db.collection(COLLECTIONS.rateLimits).doc(saltDocId(yesterday)).delete();
  }
  return salt;
}

/** Rate-limit bucket for the sender's network; neither the address nor an unsalted hash of it is stored. */
export async function addressBucket<Slots extends string>(
  address: string,
  slots: Slots,
  nowMs = Date.now(),
): Promise<`${typeof COLLECTIONS.rateLimits}/ip-${string}/${Slots}`> {
  const salt = await dailySalt(nowMs);
  const id = createHash('sha256')
    .update(`${salt}\n${rateLimitNetwork(address)}`)
    .digest('hex')
    .slice(0, 32);
  return `${COLLECTIONS.rateLimits}/ip-${id}/${slots}`;
}
