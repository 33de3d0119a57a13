import { onRequest } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { SCALING } from '../scaling';

/** Lets the local stack and uptime checks see that the functions are loaded. */
export const health = onRequest({ region: REGION, ...SCALING.health }, (_req, res) => {
  res.json({ ok: true });
});
