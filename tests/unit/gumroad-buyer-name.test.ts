import { certificateCityFor, certificateNameFor, FALLBACK_CERTIFICATE_NAME, firstNameFor } from '../../functions/src/gumroad/buyer-name';
import { affiliateCodeFromExport, affiliateCodeFromUrlParams } from '../../functions/src/gumroad/affiliate';
import { secretMatches } from '../../functions/src/gumroad/webhook-secret';

import { validateCertificate } from '@shared/certificates/certificate-schema';

/** The /founders/new rules accept it as a name. */
const acceptedAsName = (fullName: string) => validateCertificate({ fullName, issueDate: '2026-03-02' }, '2026-12-31').ok;

describe('certificate name for a Gumroad buyer', () => {
  it.each([
    ['José Núñez', 'José Núñez'],
    ['Zoë O’Malley', "Zoë O'Malley"],
    ['Nguyễn Văn An', 'Nguyễn Văn An'],
    ['  Mary-Kate   Olsen ', 'Mary-Kate Olsen'],
    ['J. R. R. Tolkien', 'J R R Tolkien'],
    ['Ana & Luis García', 'Ana Luis García'],
    ['DJ K-9 🎧', 'DJ'],
    ['Prince 2nd', 'Prince'],
    ['-Cher-', 'Cher'],
  ])('%j becomes %j', (buyerName, expected) => {
    const name = certificateNameFor(buyerName, 'buyer@example.com');
    expect(name).toBe(expected);
    expect(acceptedAsName(name)).toBe(true);
  });

  it('derives a name from the email when the buyer typed no usable name', () => {
    expect(certificateNameFor('', 'tony.b_216@example.com')).toBe('Tony B');
    expect(certificateNameFor('🎉🎉', 'ana.lucia+gumroad@example.com')).toBe('Ana Lucia');
    expect(certificateNameFor('42', 'x@example.com')).toBe(FALLBACK_CERTIFICATE_NAME);
  });

  it('cuts a very long name at a word boundary within 100 characters', () => {
    const name = certificateNameFor(`${'Bartholomew '.repeat(12)}Smith`, 'b@example.com');
    expect(name.length).toBeLessThanOrEqual(100);
    expect(acceptedAsName(name)).toBe(true);
    expect(name.endsWith('Bartholomew')).toBe(true);
  });

  it('takes the first name from what the buyer typed, or none', () => {
    expect(firstNameFor('Siobhán Byrne')).toBe('Siobhán');
    expect(firstNameFor('')).toBeNull();
    expect(firstNameFor('🎧')).toBeNull();
  });

  it('keeps a usable city and drops an unusable one', () => {
    expect(certificateCityFor('Cleveland Heights')).toBe('Cleveland Heights');
    expect(
      validateCertificate({ fullName: 'Ana', city: certificateCityFor('St. Louis (MO) 🌉'), issueDate: '2026-03-02' }, '2026-12-31').ok,
    ).toBe(true);
    expect(certificateCityFor('44113')).toBeNull();
    expect(certificateCityFor(null)).toBeNull();
  });
});

describe('affiliate code', () => {
  it('prefers aff over utm_source and lowercases it', () => {
    expect(affiliateCodeFromUrlParams({ aff: 'DJKayla', utmSource: 'other' })).toBe('djkayla');
    expect(affiliateCodeFromUrlParams({ aff: '', utmSource: 'Lamar_216' })).toBe('lamar_216');
    expect(affiliateCodeFromUrlParams({})).toBeNull();
  });

  it('refuses values that are not codes', () => {
    expect(affiliateCodeFromUrlParams({ aff: 'https://evil.example/x', utmSource: null })).toBeNull();
    expect(affiliateCodeFromUrlParams({ aff: 'a'.repeat(80) })).toBeNull();
  });

  it('reads aff from an export row’s Referrer URL, else its UTM Source', () => {
    expect(affiliateCodeFromExport('https://clevelandfloaters.web.app/quiz?aff=Kayla', 'other')).toBe('kayla');
    expect(affiliateCodeFromExport('direct', 'lamar')).toBe('lamar');
    expect(affiliateCodeFromExport(null, null)).toBeNull();
  });
});

describe('webhook secret', () => {
  it('accepts only the exact secret', () => {
    expect(secretMatches('s3cret-value', 's3cret-value')).toBe(true);
    expect(secretMatches('s3cret-value', 's3cret-valuE')).toBe(false);
    expect(secretMatches('s3cret-value', 's3cret')).toBe(false);
    expect(secretMatches('s3cret-value', undefined)).toBe(false);
    expect(secretMatches('s3cret-value', ['s3cret-value'])).toBe(false);
  });
});
