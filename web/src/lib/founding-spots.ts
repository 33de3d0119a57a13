import { FOUNDING_SPOTS_PATH, FOUNDING_SPOTS_REFRESH_MS, parseFoundingSpots, type FoundingSpots } from '@shared/membership/founding-spots';
import { pollJson } from './poll-json';

/**
 * The founding spots left, one poll of /api/spots per page however many parts
 * of it show them, so an open page follows sales within a minute.
 */
const spots = pollJson<FoundingSpots>(
  FOUNDING_SPOTS_PATH,
  parseFoundingSpots,
  (a, b) => a.cap === b.cap && a.taken === b.taken,
  FOUNDING_SPOTS_REFRESH_MS,
);

export const subscribeFoundingSpots = spots.subscribe;
export const currentFoundingSpots = spots.current;
