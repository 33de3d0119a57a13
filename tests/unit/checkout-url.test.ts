import { buildCheckoutUrl, normalizeAffiliateCode } from '../../web/src/lib/checkout';
import { urlParts } from '../support/url-parts';

const BASE = 'https://clevelandfloaters.gumroad.com/l/founding-floater';

describe('checkout URL', () => {
  it('is the plain checkout without an affiliate code', () => {
    expect(buildCheckoutUrl(BASE, null)).toBe(BASE);
    expect(buildCheckoutUrl(BASE, undefined)).toBe(BASE);
    expect(buildCheckoutUrl(BASE, '')).toBe(BASE);
  });

  it('carries aff, utm_source, utm_medium and utm_campaign with a code', () => {
    expect(urlParts(buildCheckoutUrl(BASE, 'lakeside42'))).toEqual({
      base: BASE,
      params: { aff: 'lakeside42', utm_source: 'lakeside42', utm_medium: 'affiliate', utm_campaign: 'floaters_founders' },
    });
  });

  it('keeps other parameters on the base URL and replaces stale affiliate ones', () => {
    const url = new URL(buildCheckoutUrl(`${BASE}?wanted=true&aff=old&utm_medium=email`, 'newcode'));
    expect(url.searchParams.get('wanted')).toBe('true');
    expect(url.searchParams.getAll('aff')).toEqual(['newcode']);
    expect(url.searchParams.getAll('utm_medium')).toEqual(['affiliate']);
  });

  it('ignores codes that are not plausible affiliate codes', () => {
    expect(buildCheckoutUrl(BASE, '<script>alert(1)</script>')).toBe(BASE);
    expect(buildCheckoutUrl(BASE, 'has space')).toBe(BASE);
    expect(buildCheckoutUrl(BASE, 'x'.repeat(65))).toBe(BASE);
  });
});

describe('affiliate code', () => {
  it('is trimmed and keeps its case', () => {
    expect(normalizeAffiliateCode('  Dawg_Pound-216 ')).toBe('Dawg_Pound-216');
  });

  it('is null when missing or malformed', () => {
    expect(normalizeAffiliateCode(null)).toBeNull();
    expect(normalizeAffiliateCode('   ')).toBeNull();
    expect(normalizeAffiliateCode('a/b')).toBeNull();
    expect(normalizeAffiliateCode('a&utm_source=evil')).toBeNull();
  });
});
