import { createHash, randomBytes } from 'node:crypto';
import { isIP, isIPv4, isIPv6 } from 'node:net';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections';
import { db } from './admin';
import { isFastlyAddress } from './fastly-addresses';
import { RATE_LIMIT_EXPIRY_FIELD } from './rate-limit';

/**
 * Who is sending a request, for rate limits only, from the one header nobody
 * but Google can finish: Google's front end appends the address it saw as the
 * last X-Forwarded-For entry, and everything before it is what earlier hops
 * (or the caller) wrote.
 *
 * Directly (a callable, or a function's cloudfunctions.net / run.app address),
 * that last entry is the caller:
 *   x-forwarded-for:  10.1.2.3, 198.51.100.4
 *
 * Through a Firebase Hosting rewrite (/api/collect on the site's own origin),
 * Hosting's CDN (Fastly) makes the call: the last entry is the CDN edge, the
 * same for every visitor behind it, and the one before it is the visitor as
 * Fastly appended it (firebase/firebase-functions#541):
 *   x-forwarded-for:  203.0.113.7, 151.101.65.195
 * So for a function behind a rewrite (`via: 'hosting'`), when the last entry is
 * a Fastly address (lib/fastly-addresses.ts, a pinned list) the entry before it
 * counts. Callables are never behind Hosting (`via: 'direct'`): a Fastly edge
 * calling one is someone's own Fastly service, which writes whatever it likes
 * before itself, so there the last entry always counts. Fastly-Client-IP is
 * never read: at a direct address it is whatever the caller wrote (a new bucket
 * per request, or someone else's), and whether Hosting overwrites a client-sent
 * one is not documented. Anything that is not an IP address is not a sender:
 * the connection's own address (the emulators send no header) stands in, else 'unknown'.
 */
export function clientAddress(
  headers: Record<string, string | string[] | undefined>,
  direct: string | undefined,
  via: 'hosting' | 'direct',
): string {
  const value = headers['x-forwarded-for'];
  const forwarded = (Array.isArray(value) ? value.join(',') : (value ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const last = forwarded.pop();
  const sender = via === 'hosting' && last && isIP(last) && isFastlyAddress(last) ? forwarded.pop() : last;
  if (sender && isIP(sender)) return sender;
  return direct && isIP(direct) ? direct : 'unknown';
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

/**
 * The wider network of the second tier: an IPv6 /48, what one site or provider
 * customer is usually given (65,536 /64s), so rotating /64s inside it does not
 * buy a fresh limit each time. None for IPv4, where the address is the tier.
 */
export function rateLimitWideNetwork(address: string): string | null {
  const plain = address.split('%')[0]!;
  if (!isIPv6(plain) || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(plain)) return null;
  return `${ipv6Groups(plain).slice(0, 3).join(':')}::/48`;
}

type AddressBucket<Slots extends string> = `${typeof COLLECTIONS.rateLimits}/ip-${string}/${Slots}`;

async function networkBucket<Slots extends string>(network: string, slots: Slots, nowMs: number): Promise<AddressBucket<Slots>> {
  const salt = await dailySalt(nowMs);
  const id = createHash('sha256').update(`${salt}\n${network}`).digest('hex').slice(0, 32);
  return `${COLLECTIONS.rateLimits}/ip-${id}/${slots}`;
}

/** Rate-limit bucket for the sender's network; neither the address nor an unsalted hash of it is stored. */
export function addressBucket<Slots extends string>(address: string, slots: Slots, nowMs = Date.now()): Promise<AddressBucket<Slots>> {
  return networkBucket(rateLimitNetwork(address), slots, nowMs);
}

/** The same for the sender's /48 (rateLimitWideNetwork), or null for an IPv4 sender. */
export async function wideAddressBucket<Slots extends string>(
  address: string,
  slots: Slots,
  nowMs = Date.now(),
): Promise<AddressBucket<Slots> | null> {
  const wide = rateLimitWideNetwork(address);
  return wide ? networkBucket(wide, slots, nowMs) : null;
}
