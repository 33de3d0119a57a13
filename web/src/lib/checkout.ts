/**
 * The checkout link and the affiliate code behind it. Pure functions first (the
 * unit tests call them), then the browser-storage wrappers.
 */
export const AFFILIATE_STORAGE_KEY = 'floaters_aff';
export const AFFILIATE_UTM_MEDIUM = 'affiliate';
export const AFFILIATE_UTM_CAMPAIGN = 'floaters_founders';

// Gumroad affiliate codes and our partners' handles: letters, digits, dot, dash, underscore.
const CODE_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The code as given, trimmed, or null when it is missing or not a plausible code. */
export function normalizeAffiliateCode(raw: string | null | undefined): string | null {
  const code = raw?.trim() ?? '';
  return CODE_PATTERN.test(code) ? code : null;
}

/**
 * The checkout URL for a visitor: unchanged without a code; with one, it carries
 * aff, utm_source (the code), utm_medium=affiliate and utm_campaign=floaters_founders,
 * replacing any of those already on the base URL and keeping every other parameter.
 */
export function buildCheckoutUrl(base: string, affiliateCode: string | null | undefined): string {
  const code = normalizeAffiliateCode(affiliateCode);
  if (!code) return base;
  const url = new URL(base);
  url.searchParams.set('aff', code);
  url.searchParams.set('utm_source', code);
  url.searchParams.set('utm_medium', AFFILIATE_UTM_MEDIUM);
  url.searchParams.set('utm_campaign', AFFILIATE_UTM_CAMPAIGN);
  return url.toString();
}

// Storage can throw (private windows, disabled cookies); the site must keep working without it.
export function readStoredAffiliateCode(): string | null {
  try {
    return normalizeAffiliateCode(globalThis.localStorage?.getItem(AFFILIATE_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Keeps a valid code for later checkout links; returns what was stored, or null. */
export function storeAffiliateCode(raw: string | null | undefined): string | null {
  const code = normalizeAffiliateCode(raw);
  if (!code) return null;
  try {
    globalThis.localStorage?.setItem(AFFILIATE_STORAGE_KEY, code);
  } catch {
    return null;
  }
  return code;
}
