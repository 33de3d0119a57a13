import { db } from '../lib/admin';
import { logExternalError } from '../lib/log-external-error';
import { claimedFields, markerState, sendClaimed, sentFields, unconfirmedFields } from '../lib/send-once';
import { COLLECTIONS, DOCS, welcomeEmailDocPath } from '../shared/collections';
import { DEFAULT_WELCOME_TEMPLATE } from '../shared/email/default-welcome-template';
import { composeMailSend, type EmailContent } from './compose-email';
import { loadSender } from './email-settings';
import { sendMail } from './mailer';
import { readFoundingCap } from '../membership/spots-counter';

/** A claim older than this belongs to a send that died; another call may take it over. */
const CLAIM_LEASE_MS = 5 * 60 * 1000;

/** 'unconfirmed': the connection died after the email went to SendGrid, which may have sent it; it is not sent again. */
export type WelcomeOutcome = 'sent' | 'already-sent' | 'skipped' | 'unconfirmed';

/**
 * Sends the welcome template to one `active` subscriber at most once: a marker in welcome_emails/{subscriberId} is
 * claimed before sending and released only if the send surely failed (an unknown fate is marked `unconfirmed`).
 * Unsubscribed or bounced people get none. The caller must declare EMAIL_SECRETS (functions/src/config.ts).
 */
export async function sendWelcomeEmail(subscriberId: string): Promise<WelcomeOutcome> {
  const subscriberRef = db.collection(COLLECTIONS.subscribers).doc(subscriberId);
  const markerRef = db.doc(welcomeEmailDocPath(subscriberId));
  const claim = await db.runTransaction(async (tx) => {
    const [subscriber, marker] = await Promise.all([tx.get(subscriberRef), tx.get(markerRef)]);
    if (!subscriber.exists || subscriber.get('status') !== 'active') return { outcome: 'skipped' as const };
    const state = markerState(marker, CLAIM_LEASE_MS);
    if (state === 'unconfirmed') return { outcome: 'unconfirmed' as const };
    // A send in flight answers for this call too.
    if (state !== 'free') return { outcome: 'already-sent' as const };
    tx.set(markerRef, claimedFields());
    return { outcome: 'claimed' as const, subscriber: subscriber.data()! };
  });
  if (claim.outcome !== 'claimed') return claim.outcome;

  const s = claim.subscriber;
  return sendClaimed(
    async () => {
      // The certificate's number points {{wall_url}} at the buyer's own card on the wall.
      const [template, sender, foundingCap, certificate] = await Promise.all([
        db.doc(DOCS.welcomeTemplate).get(),
        loadSender(),
        readFoundingCap(),
        s.certificate_id ? db.collection(COLLECTIONS.certificates).doc(s.certificate_id).get() : null,
      ]);
      const memberNumber = certificate?.get('member_number');
      const content: EmailContent = template.exists ? (template.data() as EmailContent) : DEFAULT_WELCOME_TEMPLATE;
      await sendMail(
        composeMailSend(
          content,
          sender,
          [
            {
              subscriberId,
              email: s.email,
              first_name: s.first_name,
              certificate_id: s.certificate_id,
              member_number: typeof memberNumber === 'number' ? memberNumber : null,
            },
          ],
          { categories: ['welcome'], foundingCap },
        ),
      );
    },
    {
      sent: () => markerRef.set(sentFields(), { merge: true }),
      unconfirmed: async (err) => {
        logExternalError('Welcome email unconfirmed: SendGrid may have sent it, so it is not resent', err, { subscriberId });
        await markerRef.set(unconfirmedFields(err), { merge: true });
      },
      notSent: async (err) => {
        await markerRef.delete();
        logExternalError('Welcome email failed; the marker is released so a retry can send it', err, { subscriberId });
      },
    },
  );
}
