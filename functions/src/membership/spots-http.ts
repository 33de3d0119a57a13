import { onRequest } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { logExternalError } from '../lib/log-external-error';
import { SCALING } from '../scaling';
import { FOUNDING_SPOTS_CACHE_SECONDS } from '../shared/membership/founding-spots';
import { readFoundingSpots } from './spots-counter';

/**
 * The founding spots left, for every page that sells: `{cap, taken, left}`
 * through the Hosting rewrite /api/spots on the site's own origin. The CDN
 * keeps an answer for FOUNDING_SPOTS_CACHE_SECONDS, so a launch-day crowd
 * polling every half minute costs a couple of document reads a minute, and
 * browsers always ask the CDN again (max-age=0), so a page follows sales
 * within a minute. Nothing in it is secret.
 */
export const foundingSpots = onRequest({ region: REGION, ...SCALING.foundingSpots, cors: false }, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD').set('Cache-Control', 'no-store').status(405).end();
    return;
  }
  try {
    const spots = await readFoundingSpots();
    res.set('Cache-Control', `public, max-age=0, s-maxage=${FOUNDING_SPOTS_CACHE_SECONDS}`).json(spots);
  } catch (err) {
    logExternalError('foundingSpots: reading the count failed', err);
    // Pages keep what they show; the next poll tries again.
    res.set('Cache-Control', 'no-store').status(503).json({ error: 'unavailable' });
  }
});
