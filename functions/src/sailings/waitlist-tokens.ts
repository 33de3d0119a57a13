import { UNSUBSCRIBE_SIGNING_KEY } from '../config';
import { openToken, sealToken } from '../email/signed-token';

/**
 * The two links a sailing's waitlist emails: the confirmation (double opt-in) and a seat offer's buy link, whose
 * token travels through Gumroad and back as `url_params[offer]`, as a founder's does. Both are sealed under the
 * signing key with purposes of their own, so neither opens as the other, nor as any other link's token.
 */
const CONFIRM_PURPOSE = 'sailing-waitlist-confirm:v1:';
const OFFER_PURPOSE = 'sailing-waitlist-offer:v1:';

/** The query parameter Gumroad hands back as `url_params[offer]`. */
export const OFFER_PARAM = 'offer';

export interface WaitlistClaim {
  /** The entry's id: `{slug}~{subscriber id}`. */
  entryId: string;
  /** Names this one offer: a token of an offer that passed never opens a later one. */
  nonce: string;
}

/** A confirmation link names its entry and when it stops working; any unexpired one confirms (each proves the address). */
export function signWaitlistConfirmToken(claim: { entryId: string; expiresAtMs: number }, key = UNSUBSCRIBE_SIGNING_KEY.value()) {
  return sealToken(CONFIRM_PURPOSE, [claim.entryId, claim.expiresAtMs].join('\n'), key);
}

export type WaitlistConfirmCheck = { ok: true; entryId: string } | { ok: false; reason: 'forged' | 'expired' };

export function openWaitlistConfirmToken(token: string, nowMs = Date.now(), key = UNSUBSCRIBE_SIGNING_KEY.value()): WaitlistConfirmCheck {
  const [entryId, expiresAt, extra] = openToken(CONFIRM_PURPOSE, token, key)?.split('\n') ?? [];
  const expiresAtMs = Number(expiresAt);
  if (!entryId?.includes('~') || extra !== undefined || !Number.isFinite(expiresAtMs)) return { ok: false, reason: 'forged' };
  return nowMs < expiresAtMs ? { ok: true, entryId } : { ok: false, reason: 'expired' };
}

export const signOfferToken = (claim: WaitlistClaim, key = UNSUBSCRIBE_SIGNING_KEY.value()) =>
  sealToken(OFFER_PURPOSE, [claim.entryId, claim.nonce].join('\n'), key);

/** The offer a token names, or null for one forged, changed or of another kind; whether it is still open is the entry's. */
export function openOfferToken(token: string, key = UNSUBSCRIBE_SIGNING_KEY.value()): WaitlistClaim | null {
  const [entryId, nonce, extra] = openToken(OFFER_PURPOSE, token, key)?.split('\n') ?? [];
  return entryId && nonce && extra === undefined ? { entryId, nonce } : null;
}
