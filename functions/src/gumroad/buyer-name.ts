import { CITY_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../shared/certificates/certificate-schema';

/**
 * Buyers type anything into Gumroad's name field ("J. Smith", "Ana & Luis",
 * "DJ K-9 🎧", nothing at all). Certificates accept letters of any alphabet,
 * spaces, hyphens and apostrophes, within the certificate form's length
 * limits, so a buyer's name is cleaned into that shape, or derived from the
 * email, or a fallback.
 */
export const FALLBACK_CERTIFICATE_NAME = 'Founding Floater';

const ALLOWED_RUN = /[^\p{L}\p{M}' -]+/gu;

function tidy(raw: string, maxLength = NAME_MAX_LENGTH): string {
  const cleaned = raw
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02BC`\u00B4]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    // "2nd", "K-9", "R2D2": a word with digits in it is not part of a name.
    .split(/\s+/)
    .filter((word) => !/\p{N}/u.test(word))
    .join(' ')
    .replace(ALLOWED_RUN, ' ')
    // A hyphen or apostrophe only makes sense inside a word.
    .split(/\s+/)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter(Boolean)
    .join(' ');
  return truncateAtWord(cleaned, maxLength);
}

function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 1 ? cut.slice(0, space) : text.slice(0, max)).trim();
}

function letterCount(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase('en-US') + word.slice(1);
}

/** "ana.lucia_ortiz+gumroad@example.com" → "Ana Lucia Ortiz". */
function nameFromEmail(email: string): string {
  const local = email.split('@')[0]?.split('+')[0] ?? '';
  return tidy(local.replace(/[._\d]+/g, ' '))
    .split(' ')
    .map(capitalise)
    .join(' ');
}

export function certificateNameFor(buyerName: string, email: string): string {
  const fromName = tidy(buyerName);
  if (letterCount(fromName) >= NAME_MIN_LENGTH) return fromName;
  const fromEmail = nameFromEmail(email);
  if (letterCount(fromEmail) >= NAME_MIN_LENGTH) return fromEmail;
  return FALLBACK_CERTIFICATE_NAME;
}

/** The greeting name for emails: the first word of what the buyer typed, or null when they typed no usable name. */
export function firstNameFor(buyerName: string): string | null {
  const fromName = tidy(buyerName);
  if (letterCount(fromName) < NAME_MIN_LENGTH) return null;
  return fromName.split(' ')[0] ?? null;
}

/** A city the certificate accepts, or null (a blank or unusable city is stored as null). */
export function certificateCityFor(city: string | null): string | null {
  if (!city) return null;
  const cleaned = tidy(city, CITY_MAX_LENGTH);
  return letterCount(cleaned) >= 1 ? cleaned : null;
}
