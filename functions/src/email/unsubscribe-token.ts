import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_SIGNING_KEY, functionUrl } from '../config';

/**
 * Unsubscribe links carry the subscriber id and an HMAC of it, so a link
 * works without signing in but cannot be forged for someone else's address.
 */
const PURPOSE = 'unsubscribe:v1:';

function mac(subscriberId: string, key: string): Buffer {
  return createHmac('sha256', key).update(PURPOSE + subscriberId).digest();
}

export function signUnsubscribeToken(subscriberId: string, key = UNSUBSCRIBE_SIGNING_KEY.value()): string {
  return `${Buffer.from(subscriberId).toString('base64url')}.${mac(subscriberId, key).toString('base64url')}`;
}

/** The subscriber id the token was made for, or null when it is malformed or forged. */
export function verifyUnsubscribeToken(token: string, key = UNSUBSCRIBE_SIGNING_KEY.value()): string | null {
  const [idPart, macPart, extra] = token.split('.');
  if (!idPart || !macPart || extra !== undefined) return null;
  const subscriberId = Buffer.from(idPart, 'base64url').toString('utf8');
  const given = Buffer.from(macPart, 'base64url');
  const expected = mac(subscriberId, key);
  return given.length === expected.length && timingSafeEqual(given, expected) ? subscriberId : null;
}

export function unsubscribeUrl(subscriberId: string): string {
  return `${functionUrl('unsubscribe')}?token=${signUnsubscribeToken(subscriberId)}`;
}
