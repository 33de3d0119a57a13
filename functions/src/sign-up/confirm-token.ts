import { UNSUBSCRIBE_SIGNING_KEY } from '../config';
import { openToken, sealToken } from '../email/signed-token';
import { SIGN_UP_MODES, type SignUpMode } from '../shared/sign-up/sign-up';

/**
 * The link in a sign-up's confirmation email: who, which list, which consent sentence, a nonce (so a used link is
 * known) and an expiry, sealed under the signing key with its own purpose, so it shows nobody the address and is
 * never taken for an unsubscribe token. v1 links are no longer accepted.
 */
const PURPOSE = 'signup-confirm:v2:';

export interface ConfirmClaim {
  subscriberId: string;
  mode: SignUpMode;
  /** Index into CONSENT_SENTENCES[mode]: the sentence shown, without carrying its words in the link. */
  consentIndex: number;
  nonce: string;
  expiresAtMs: number;
}

export function signConfirmToken(claim: ConfirmClaim, key = UNSUBSCRIBE_SIGNING_KEY.value()): string {
  const payload = [claim.subscriberId, claim.mode, claim.consentIndex, claim.nonce, claim.expiresAtMs].join('\n');
  return sealToken(PURPOSE, payload, key);
}

export type ConfirmTokenCheck = { ok: true; claim: ConfirmClaim } | { ok: false; reason: 'forged' | 'expired' };

/** What a confirm link says, once its signature is checked and while it has not expired. */
export function verifyConfirmToken(token: string, nowMs = Date.now(), key = UNSUBSCRIBE_SIGNING_KEY.value()): ConfirmTokenCheck {
  const payload = openToken(PURPOSE, token, key);
  const [subscriberId, mode, consentIndex, nonce, expiresAt, extra] = payload?.split('\n') ?? [];
  const claim = {
    subscriberId: subscriberId ?? '',
    mode: mode as SignUpMode,
    consentIndex: Number(consentIndex),
    nonce: nonce ?? '',
    expiresAtMs: Number(expiresAt),
  };
  const wellFormed =
    payload !== null &&
    extra === undefined &&
    !!claim.subscriberId &&
    SIGN_UP_MODES.includes(claim.mode) &&
    Number.isInteger(claim.consentIndex) &&
    claim.consentIndex >= 0 &&
    !!claim.nonce &&
    Number.isFinite(claim.expiresAtMs);
  if (!wellFormed) return { ok: false, reason: 'forged' };
  return nowMs < claim.expiresAtMs ? { ok: true, claim } : { ok: false, reason: 'expired' };
}
