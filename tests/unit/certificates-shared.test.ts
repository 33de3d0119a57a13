import { CERTIFICATE_ID_PATTERN, certificateId, certificateSlug } from '@shared/certificates/certificate-id';
import { CERTIFICATE_MESSAGES, validateCertificate } from '@shared/certificates/certificate-schema';
import { PNG_HEAD_BYTES, startsAsPng } from '@shared/certificates/certificate-image';
import { formatLongDate, formatShortDate, latestTodayIso, parseIsoDate } from '@shared/certificates/dates';
import { CERTIFICATE_RATE_LIMIT, rateLimitMessage } from '../../functions/src/certificates/rate-limit';
import { minutesUntilNextWindow, rateLimitWindowStart } from '../../functions/src/lib/rate-limit';

const TODAY = '2025-06-01';

describe('certificate ids', () => {
  it.each([
    ['Maria Kowalski', 'maria-kowalski'],
    ["  Siobhán O'Malley  ", 'siobhan-o-malley'],
    ['Nguyễn Zoë', 'nguyen-zoe'],
    ['José -- Núñez', 'jose-nunez'],
    ['---', 'floater'],
    ['Дмитрий', 'floater'],
  ])('slugs %j as %j', (name, slug) => {
    expect(certificateSlug(name)).toBe(slug);
  });

  it('adds a hyphen and 4 random lowercase letters or digits', () => {
    const ids = Array.from({ length: 200 }, () => certificateId('Ann Lee'));
    for (const id of ids) expect(id).toMatch(/^ann-lee-[a-z0-9]{4}$/);
    for (const id of ids) expect(id).toMatch(CERTIFICATE_ID_PATTERN);
    expect(new Set(ids).size).toBeGreaterThan(190);
  });
});

describe('certificate dates', () => {
  it('formats the Wall of Fame and certificate dates without shifting the day', () => {
    expect(formatShortDate('2025-03-05')).toBe('03/05/25');
    expect(formatLongDate('2025-03-05')).toBe('March 5, 2025');
    expect(formatLongDate('2025-12-31')).toBe('December 31, 2025');
  });

  it('rejects dates that do not exist', () => {
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('5 March 2025')).toBeNull();
  });

  it('takes the latest "today" on Earth as the server’s upper bound', () => {
    expect(latestTodayIso(new Date('2025-06-01T09:59:00Z'))).toBe('2025-06-01');
    expect(latestTodayIso(new Date('2025-06-01T10:00:00Z'))).toBe('2025-06-02');
  });
});

describe('create-certificate rules', () => {
  const valid = { fullName: 'Zoë Kowalski', memberNumber: '', city: 'Cleveland Heights', issueDate: '2025-03-05' };

  it('accepts names and cities in any alphabet and trims them', () => {
    const result = validateCertificate({ ...valid, fullName: ' Nguyễn Siobhán O’Malley ', city: ' Zürich ' }, TODAY);
    expect(result).toEqual({ ok: true, value: { fullName: 'Nguyễn Siobhán O’Malley', city: 'Zürich', issueDateIso: '2025-03-05' } });
  });

  it('stores a blank city as null and sends a member number only when given', () => {
    expect(validateCertificate({ ...valid, city: '  ' }, TODAY)).toMatchObject({ ok: true, value: { city: null } });
    expect(validateCertificate({ ...valid, memberNumber: ' 42 ' }, TODAY)).toMatchObject({ ok: true, value: { memberNumber: 42 } });
    const blank = validateCertificate(valid, TODAY);
    expect(blank.ok && 'memberNumber' in blank.value).toBe(false);
  });

  it('accepts exactly 100 characters and the date bounds', () => {
    expect(validateCertificate({ ...valid, fullName: 'A'.repeat(100), city: 'B'.repeat(100) }, TODAY).ok).toBe(true);
    expect(validateCertificate({ ...valid, issueDate: '2025-01-01' }, TODAY).ok).toBe(true);
    expect(validateCertificate({ ...valid, issueDate: TODAY }, TODAY).ok).toBe(true);
  });

  it('reports only the first failing field, in form order', () => {
    expect(validateCertificate({ fullName: 'J', memberNumber: -1, city: '9', issueDate: '1999-01-01' }, TODAY)).toEqual({
      ok: false,
      message: CERTIFICATE_MESSAGES.nameTooShort,
    });
    expect(validateCertificate({ ...valid, memberNumber: -1, city: '9' }, TODAY)).toEqual({
      ok: false,
      message: CERTIFICATE_MESSAGES.memberNumberPositive,
    });
  });

  it.each([
    [{ fullName: 'A' }, 'Name must be at least 2 characters'],
    [{ fullName: 'A'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ fullName: 'Ann_Lee' }, 'Name can only contain letters, spaces, hyphens, and apostrophes'],
    [{ memberNumber: '1.5' }, 'Member number must be a whole number'],
    [{ memberNumber: '1e400' }, 'Member number must be a whole number'],
    [{ memberNumber: '-2' }, 'Member number must be positive'],
    [{ city: 'C'.repeat(101) }, 'City name must be less than 100 characters'],
    [{ city: 'Cleveland!' }, 'City can only contain letters, spaces, hyphens, and apostrophes'],
    [{ issueDate: '2024-12-31' }, 'Date must be between January 1, 2025 and today'],
    [{ issueDate: '2025-06-02' }, 'Date must be between January 1, 2025 and today'],
    [{ issueDate: '' }, 'Date must be between January 1, 2025 and today'],
  ])('refuses %j with the spec’s message', (change, message) => {
    expect(validateCertificate({ ...valid, ...change }, TODAY)).toEqual({ ok: false, message });
  });
});

describe('certificate rate limit', () => {
  it('uses fixed ten-minute windows and says how long to wait', () => {
    const start = Date.UTC(2025, 5, 1, 12, 0);
    const { windowMs } = CERTIFICATE_RATE_LIMIT;
    expect(rateLimitWindowStart(start + 9 * 60_000, windowMs)).toBe(start);
    expect(minutesUntilNextWindow(start + 60_000, windowMs)).toBe(9);
    expect(minutesUntilNextWindow(start + 9 * 60_000 + 59_000, windowMs)).toBe(1);
    expect(rateLimitMessage(1)).toBe("You've created several certificates in a short time. Please try again in 1 minute.");
    expect(rateLimitMessage(7)).toBe("You've created several certificates in a short time. Please try again in 7 minutes.");
  });
});

describe('the bytes of a certificate picture', () => {
  // A 1x1 PNG's first 16 bytes: the signature, then the IHDR chunk's length and type.
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

  it('are stored only when they open as a PNG does, whatever the name or declared type', () => {
    expect(PNG_HEAD_BYTES).toBe(png.length);
    expect(startsAsPng(png)).toBe(true);
    expect(startsAsPng(new TextEncoder().encode('<html><script>alert(1)</script>'))).toBe(false);
    expect(startsAsPng(png.slice(0, 8))).toBe(false);
    expect(startsAsPng(Uint8Array.from([...png.slice(0, 12), 0x49, 0x44, 0x41, 0x54]))).toBe(false);
    expect(startsAsPng(new Uint8Array(0))).toBe(false);
  });
});
