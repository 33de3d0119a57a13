/**
 * Certificate ids, as the spec builds them: the name lowercased, runs of other characters to one hyphen, trimmed, then
 * a hyphen and 4 random characters. Accents fold (José → jose); no Latin letters gives 'floater'. Storage rules rely
 * on [a-z0-9-] for certificates/{id}.png.
 */
const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const CERTIFICATE_ID_SUFFIX_LENGTH = 4;
export const CERTIFICATE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z0-9]{4}$/;

export function certificateSlug(fullName: string): string {
  const slug = fullName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'floater';
}

/** Uses the Web Crypto API, present in browsers and Node 20 alike. */
export function randomSuffix(length = CERTIFICATE_ID_SUFFIX_LENGTH): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length));
  // 256 % 36 leaves a bias of under 1 in 200 towards the first letters: harmless for an id suffix.
  return Array.from(bytes, (b) => SUFFIX_ALPHABET[b % SUFFIX_ALPHABET.length]).join('');
}

export function certificateId(fullName: string, suffix: string = randomSuffix()): string {
  return `${certificateSlug(fullName)}-${suffix}`;
}
