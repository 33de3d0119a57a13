import { createHash, randomBytes } from 'node:crypto';
import { isIP, isIPv4, isIPv6 } from 'node:net';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections';
import { db } from './admin';
import { isFastlyAddress } from './fastly-addresses';
import { RATE_LIMIT_EXPIRY_FIELD } from './rate-limit';

/**
 * Who sent a request, for rate limits only: the last X-Forwarded-For entry, which only Google's front end writes.
 * Behind a Hosting rewrite (`via: 'hosting'`) a Fastly edge there (lib/fastly-addresses.ts) means the entry before it
 * counts (firebase/firebase-functions#541); `via: 'direct'` always takes the last. Fastly-Client-IP is forgeable,
 * never read. Not an IP: the connection's address, else 'unknown'.
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
 * Rate-limit documents are named by a hash of the network and a daily (UTC) random salt, deleted when its day ends,
 * so stored ids cannot be turned back into addresses. One salt per day in `rate_limits/salt-{day}`, readable only by
 * the functions; a TTL policy removes any the clean-up missed.
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
