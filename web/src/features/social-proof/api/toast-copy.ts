import { wallSpotHref } from '@shared/certificates/wall-directory';

/**
 * What the social-proof toast says, picked by member number so a given
 * certificate always reads the same: 5 messages, 7 button labels, 17 avatars.
 */
export interface RecentCertificate {
  id: string;
  full_name: string;
  city: string | null;
  member_number: number;
}

export const TOAST_CITY_FALLBACK = 'Cleveland';

const MESSAGES: ((name: string, city: string, n: number) => string)[] = [
  (name, city, n) => `${name} from ${city} just became Founding Floater #${n}!`,
  (name, city, n) => `${name} from ${city} claimed spot #${n} on the boat.`,
  (name, city, n) => `${city} represent: ${name} signed on as Floater #${n}.`,
  (name, city, n) => `Welcome aboard, ${name} from ${city}! Member #${n}.`,
  (name, city, n) => `${name} (${city}) is Founding Floater #${n}. Are you next?`,
];

const BUTTON_LABELS = ['Join Them', 'Claim Your Spot', 'Get on Board', 'Me Too!', 'Become a Floater', 'Grab a Certificate', 'Count Me In'];

const AVATARS = ['🧑', '👩', '👨', '🧔', '👱', '👩‍🦰', '👨‍🦱', '👩‍🦳', '🧑‍🦲', '👵', '🧓', '👧', '🧒', '👦', '🙋', '🙋‍♂️', '🙋‍♀️'];

const pick = <T>(list: readonly T[], n: number): T => list[((n % list.length) + list.length) % list.length]!;

/** "Maria Kowalski" → "Maria K.": enough for social proof without spelling out a stranger's full name. */
export function shortName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  return last ? `${first} ${Array.from(last)[0]}.` : first;
}

/** `name`, within `message`, links to `spot`: the founder's own row on the Wall of Fame, where anyone the toast names is found. */
export function toastCopy(c: RecentCertificate) {
  const city = c.city?.trim() || TOAST_CITY_FALLBACK;
  const name = shortName(c.full_name);
  return {
    message: pick(MESSAGES, c.member_number)(name, city, c.member_number),
    name,
    spot: wallSpotHref(c.member_number),
    button: pick(BUTTON_LABELS, c.member_number),
    avatar: pick(AVATARS, c.member_number),
  };
}
