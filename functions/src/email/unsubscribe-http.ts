import { FieldValue } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { REGION, UNSUBSCRIBE_SIGNING_KEY, siteUrl } from '../config';
import { db } from '../lib/admin';
import { BRAND, SHADES } from '../shared/brand';
import { escapeHtml } from '../shared/html/escape-html';
import { verifyUnsubscribeToken } from './unsubscribe-token';
import { COLLECTIONS } from '../shared/collections';
import { SCALING } from '../scaling';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | Cleveland Floaters</title>
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:${BRAND.cream};color:${BRAND.lakeNavy}}
main{max-width:480px;margin:12vh auto;padding:32px 24px;background:${SHADES.white};border-radius:16px;box-shadow:0 4px 24px rgba(11,37,69,.12);text-align:center}
h1{font-size:1.6rem;margin:0 0 12px}p{line-height:1.5}button{font:inherit;font-weight:700;background:${BRAND.lakeNavy};color:${SHADES.white};border:0;border-radius:10px;padding:12px 24px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid ${BRAND.erieBlue};outline-offset:2px}a{color:${BRAND.lakeNavy}}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="${escapeHtml(siteUrl())}/">Back to Cleveland Floaters</a></p></main></body></html>`;
}

/**
 * The link in every marketing email. GET asks for confirmation (so link
 * scanners that follow URLs do not unsubscribe anyone); POST unsubscribes,
 * both from that page's button and from mail apps' RFC 8058 one-click.
 */
export const unsubscribe = onRequest({ region: REGION, ...SCALING.unsubscribe, secrets: [UNSUBSCRIBE_SIGNING_KEY] }, async (req, res) => {
  res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'");
  res.set('Cache-Control', 'no-store');
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  const subscriberId = token ? verifyUnsubscribeToken(token) : null;
  if (!subscriberId) {
    res
      .status(400)
      .type('html')
      .send(
        page(
          'Link not valid',
          '<p>This unsubscribe link is incomplete or has been changed. Please use the link from the bottom of one of our emails, or simply reply to it and we will take you off the list.</p>',
        ),
      );
    return;
  }
  const ref = db.collection(COLLECTIONS.subscribers).doc(subscriberId);
  if (req.method === 'GET') {
    const email = (await ref.get()).get('email');
    const who = typeof email === 'string' ? `<strong>${escapeHtml(email)}</strong>` : 'this address';
    res
      .status(200)
      .type('html')
      .send(
        page(
          'Unsubscribe?',
          `<p>Stop sending Cleveland Floaters emails to ${who}?</p><form method="post"><button type="submit">Unsubscribe</button></form>`,
        ),
      );
    return;
  }
  if (req.method !== 'POST') {
    res.set('Allow', 'GET, POST').status(405).send('Method not allowed');
    return;
  }
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    // A bounced address already gets nothing, and keeps the more telling status.
    if (snap.exists && snap.get('status') !== 'bounced' && snap.get('status') !== 'unsubscribed') {
      tx.update(ref, { status: 'unsubscribed', unsubscribed_at: FieldValue.serverTimestamp() });
    }
  });
  res
    .status(200)
    .type('html')
    .send(
      page(
        'You are unsubscribed',
        '<p>You will not get any more emails from us. Changed your mind? Reply to any of our emails and we will add you back.</p>',
      ),
    );
});
