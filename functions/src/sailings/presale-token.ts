import { UNSUBSCRIBE_SIGNING_KEY } from '../config';
import { openToken, sealToken } from '../email/signed-token';

/**
 * What a founder's buy link carries through Gumroad and back in the ping's `url_params[founder]`: which sailing,
 * which account and which founding certificate, sealed under the signing key with a purpose of its own, so the
 * link shows Gumroad and anyone it is forwarded to nothing, and no other token (an unsubscribe, a confirm link)
 * opens as one.
 */
const PURPOSE = 'sailing-presale:v1:';

export interface PresaleClaim {
  slug: string;
  uid: string;
  certificateId: string;
}

export function signPresaleToken(claim: PresaleClaim, key = UNSUBSCRIBE_SIGNING_KEY.value()): string {
  return sealToken(PURPOSE, [claim.slug, claim.uid, claim.certificateId].join('\n'), key);
}

/** The claim a token was sealed with, or null for a token that is forged, changed, truncated or another kind. */
export function openPresaleToken(token: string, key = UNSUBSCRIBE_SIGNING_KEY.value()): PresaleClaim | null {
  const [slug, uid, certificateId, extra] = openToken(PURPOSE, token, key)?.split('\n') ?? [];
  if (!slug || !uid || !certificateId || extra !== undefined) return null;
  return { slug, uid, certificateId };
}
