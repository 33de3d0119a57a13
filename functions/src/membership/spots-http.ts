import { onRequest } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { polledJson } from '../lib/polled-json';
import { SCALING } from '../scaling';
import { FOUNDING_SPOTS_CACHE_SECONDS, FOUNDING_SPOTS_PATH } from '../shared/membership/founding-spots';
import { readFoundingSpots } from './spots-counter';

/** The spots at their one path (lib/polled-json.ts): any other path is a 404 before any read. */
export const answerFoundingSpots = polledJson({
  what: 'foundingSpots',
  cacheSeconds: FOUNDING_SPOTS_CACHE_SECONDS,
  reads: { [FOUNDING_SPOTS_PATH]: readFoundingSpots },
});

/**
 * The founding spots left, for every page that sells: `{cap, taken, left}`
 * through the Hosting rewrite /api/spots on the site's own origin. With the
 * CDN's cache and pages polling every half minute, a launch-day crowd costs a
 * couple of document reads a minute, and an open page follows sales within a
 * minute. Nothing in it is secret.
 */
export const foundingSpots = onRequest({ region: REGION, ...SCALING.foundingSpots, cors: false }, answerFoundingSpots);
