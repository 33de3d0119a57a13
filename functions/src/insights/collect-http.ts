import { onRequest } from 'firebase-functions/v2/https';
import { REGION, siteUrl } from '../config';
import { APP_CHECK_HEADER } from '../shared/app-check';
import { appCheckHeaderPasses } from '../lib/app-check';
import { clientAddress } from '../lib/client-address';
import { collectEvent, fromSite } from './collect';
import { SCALING } from '../scaling';

/**
 * The site's insights events, reached through the Hosting rewrite
 * /api/collect on the site's own origin. Browsers send them with sendBeacon
 * and never read the answer, so every accepted request answers 204 alike:
 * a bot or a sender over its limit learns nothing from it.
 */
export const collectInsights = onRequest({ region: REGION, ...SCALING.collectInsights, cors: false }, async (req, res) => {
  res.set('Cache-Control', 'no-store');
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).end();
    return;
  }
  // Another site's page, or a request without the site's App Check token (when enforced): refused like the rest, quietly.
  const emulated = process.env.FUNCTIONS_EMULATOR === 'true';
  if (!fromSite(req.get('origin'), req.get('referer'), siteUrl(), emulated) || !(await appCheckHeaderPasses(req.get(APP_CHECK_HEADER)))) {
    res.status(204).end();
    return;
  }
  const outcome = await collectEvent(req.rawBody, {
    userAgent: req.get('user-agent'),
    address: clientAddress(req.headers, req.ip, 'hosting'),
  });
  res.status(outcome === 'invalid' ? 400 : 204).end();
});
