import { UNSUBSCRIBE_SIGNING_KEY, functionUrl } from '../config';
import { signToken, verifyToken } from './signed-token';

/**
 * Unsubscribe links carry the subscriber id and an HMAC of it, so a link
 * works without signing in but cannot be forged for someone else's address.
 */
const PURPOSE = 'unsubscribe:v1:';

export function signUnsubscribeToken(subscriberId: string, key = UNSUBSCRIBE_SIGNING_KEY.value()): string {
  return signToken(PURPOSE, subscriberId, key);
}

/** The subscriber id the token was made for, or null when it is malformed or forged. */
export function verifyUnsubscribeToken(token: string, key = UNSUBSCRIBE_SIGNING_KEY.value()): string | null {
  return verifyToken(PURPOSE, token, key);
}

export function unsubscribeUrl(subscriberId: string): string {
  return `${functionUrl('unsubscribe')}?token=${signUnsubscribeToken(subscriberId)}`;
}
