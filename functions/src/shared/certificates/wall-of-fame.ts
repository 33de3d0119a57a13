/**
 * How a certificate looks on the Wall of Fame: emojis and one of 7 taglines,
 * chosen by member number so a member always sees the same card.
 */
export const WALL_AVATARS = ['🧑‍✈️', '🕺', '💃', '🎤', '🎸', '🎧', '🌊', '🍻', '🎉', '😎'] as const;
export const WALL_SHIPS = ['🚢', '⛵', '🛥️', '🚤', '🛶', '⚓'] as const;
export const WALL_CITY_FALLBACK = 'the 216';

/** `sailed`: the certificate was issued on or after the first sailing, so its holder cannot have been "here before it floated". */
const TAGLINES: ((n: number, city: string, sailed: boolean) => string)[] = [
  (n, city) => `Floater #${n}, repping ${city} on the water`,
  (n, city) => `First aboard from ${city}. Member #${n}.`,
  (n, city) => `#${n} and already the loudest deck hand from ${city}`,
  (n, city) => `Pride of ${city}, Founding Floater #${n}`,
  (n, city, sailed) =>
    sailed ? `Member #${n}: aboard in the founding days, straight out of ${city}` : `Member #${n}: here before it floated, straight out of ${city}`,
  (n, city) => `Holding a spot on deck for ${city} since #${n}`,
  (n, city) => `Founding Floater #${n}, ${city} born and lake raised`,
];

/** Non-negative index for any integer (member numbers are positive, but stay safe). */
const pick = <T>(list: readonly T[], n: number): T => list[((n % list.length) + list.length) % list.length]!;

export function wallAvatar(memberNumber: number): string {
  return pick(WALL_AVATARS, memberNumber);
}

export function wallShip(memberNumber: number): string {
  return pick(WALL_SHIPS, memberNumber);
}

export function wallTagline(memberNumber: number, city: string | null | undefined, sailed = false): string {
  return pick(TAGLINES, memberNumber)(memberNumber, city?.trim() || WALL_CITY_FALLBACK, sailed);
}
