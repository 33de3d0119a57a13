import { onRequest } from 'firebase-functions/v2/https';
import { REGION, siteUrl } from '../config';

/**
 * Hosting sends /founders/c/** and /quiz/result/** here so that crawlers,
 * which do not run JavaScript, still get a page. For now it serves the SPA
 * shell unchanged.
 */
export const ogCertificate = onRequest({ region: REGION }, async (_req, res) => {
  const shell = await fetch(`${siteUrl()}/index.html`);
  res.set('Cache-Control', 'public, max-age=60, s-maxage=300');
  res.status(200).type('html').send(await shell.text());
});
