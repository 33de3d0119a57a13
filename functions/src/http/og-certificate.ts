import { onRequest } from 'firebase-functions/v2/https';
import { REGION, siteUrl } from '../config';
import { shareReply } from './share-reply';
import { SCALING } from '../scaling';

/** Certificate and quiz result pages and pictures, and the Wall of Fame, rendered per request (see share-reply.ts). */
export const ogCertificate = onRequest({ region: REGION, ...SCALING.ogCertificate, memory: '512MiB' }, async (req, res) => {
  const reply = await shareReply(req.path, req.query, siteUrl());
  if (reply.cacheControl) res.set('Cache-Control', reply.cacheControl);
  if (reply.headers) res.set(reply.headers);
  res.status(reply.status).type(reply.type).send(reply.body);
});
