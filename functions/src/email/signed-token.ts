import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Links that act without signing in (unsubscribe, confirm a sign-up) carry
 * their payload and an HMAC of it under UNSUBSCRIBE_SIGNING_KEY, or the payload
 * sealed under it (sealToken). Each kind of
 * link signs with its own purpose prefix, so a token made for one purpose
 * never verifies as another.
 */
function mac(purpose: string, payload: string, key: string): Buffer {
  return createHmac('sha256', key)
    .update(purpose + payload)
    .digest();
}

export function signToken(purpose: string, payload: string, key: string): string {
  return `${Buffer.from(payload).toString('base64url')}.${mac(purpose, payload, key).toString('base64url')}`;
}

/** The payload the token was made for, or null when it is malformed, forged or made for another purpose. */
export function verifyToken(purpose: string, token: string, key: string): string | null {
  const [payloadPart, macPart, extra] = token.split('.');
  if (!payloadPart || !macPart || extra !== undefined) return null;
  const payload = Buffer.from(payloadPart, 'base64url').toString('utf8');
  const given = Buffer.from(macPart, 'base64url');
  const expected = mac(purpose, payload, key);
  return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
}

/**
 * A link whose payload must stay unreadable (it may land in a referrer, log or screenshot): AES-256-GCM under a key
 * derived from the signing key for the purpose; its tag refuses changed or other-purpose tokens, as the MAC does.
 */
const sealKey = (purpose: string, key: string) => Buffer.from(hkdfSync('sha256', key, '', purpose, 32));

export function sealToken(purpose: string, payload: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(purpose, key), iv);
  const sealed = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The payload sealed in the token, or null when it is malformed, changed or sealed for another purpose or key. */
export function openToken(purpose: string, token: string, key: string): string | null {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length < 12 + 16 || bytes.toString('base64url') !== token) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(purpose, key), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
