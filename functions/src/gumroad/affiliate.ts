/**
 * Our checkout links carry the affiliate's code as `aff` and `utm_source`
 * (web/src/lib/checkout.ts), and Gumroad hands both back with the sale. Codes are compared case-insensitively, so they are stored
 * lowercased; anything that does not look like a code (a pasted URL, a long
 * sentence) is not one.
 */
const CODE = /^[a-z0-9][a-z0-9_.-]{0,63}$/;

export function normaliseAffiliateCode(value: string | null | undefined): string | null {
  const code = value?.trim().toLowerCase() ?? '';
  return CODE.test(code) ? code : null;
}

/** From a ping's `url_params[aff]` / `url_params[utm_source]`. */
export function affiliateCodeFromUrlParams(params: { aff?: string | null; utmSource?: string | null }): string | null {
  return normaliseAffiliateCode(params.aff) ?? normaliseAffiliateCode(params.utmSource);
}

/** From an export row: `aff` in the Referrer URL, else the UTM Source column. */
export function affiliateCodeFromExport(referrer: string | null, utmSource: string | null): string | null {
  let aff: string | null = null;
  if (referrer) {
    try {
      aff = new URL(referrer).searchParams.get('aff');
    } catch {
      // Referrer is often just "direct" or a bare domain, not a URL.
    }
  }
  return affiliateCodeFromUrlParams({ aff, utmSource });
}
