import { FieldValue } from 'firebase-admin/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { REGION, UNSUBSCRIBE_SIGNING_KEY } from '../config';
import { LINK_PAGE_HEADERS, linkPage } from '../http/link-page';
import { db } from '../lib/admin';
import { escapeHtml } from '../shared/html/escape-html';
import { verifyUnsubscribeToken } from './unsubscribe-token';
import { COLLECTIONS } from '../shared/collections';
import { SCALING } from '../scaling';

/**
 * The link in every marketing email. GET asks for confirmation (so link
 * scanners that follow URLs do not unsubscribe anyone); POST unsubscribes,
 * both from that page's button and from mail apps' RFC 8058 one-click.
 */
export const unsubscribe = onRequest({ region: REGION, ...SCALING.unsubscribe, secrets: [UNSUBSCRIBE_SIGNING_KEY] }, async (req, res) => {
  res.set(LINK_PAGE_HEADERS);
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  const subscriberId = token ? verifyUnsubscribeToken(token) : null;
  if (!subscriberId) {
    res
      .status(400)
      .type('html')
      .send(
        linkPage(
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
        linkPage(
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
      linkPage(
        'You are unsubscribed',
        '<p>You will not get any more emails from us. Changed your mind? Reply to any of our emails and we will add you back.</p>',
      ),
    );
});
