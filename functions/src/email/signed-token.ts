import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links that act without signing in (unsubscribe, confirm a sign-up) carry
 * their payload and an HMAC of it under UNSUBSCRIBE_SIGNING_KEY. Each kind of
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
