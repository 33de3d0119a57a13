import { FieldValue } from 'firebase-admin/firestore';
import { siteUrl } from '../config';
import { loadSender } from '../email/email-settings';
import { sendMail } from '../email/mailer';
import { simpleEmailBody } from '../email/simple-email';
import { db } from '../lib/admin';
import { runClaimingTransaction } from '../lib/first-free-claim';
import { externalErrorMessage, logExternalError } from '../lib/log-external-error';
import { claimedFields, markerState, sendClaimed, sentFields, unconfirmedFields } from '../lib/send-once';
import { COLLECTIONS, DOCS } from '../shared/collections';
import { ALERT_TITLES, alertDay, alertId, type AlertKind } from '../shared/operations/alerts';
import { readOperationsSettings } from '../shared/operations/operations-settings';

/** A send that has not finished after this long died; the next check may take it over. */
const SEND_LEASE_MS = 5 * 60 * 1000;

/** 'failed': SendGrid refused or could not be reached; recorded, and the next check sends it. */
export type RaiseOutcome = 'sent' | 'unconfirmed' | 'failed' | 'already' | 'no-address';

/**
 * Records today's alert of this kind and emails the owner at most once a day (id = kind and day, claimed before the
 * send). A failed send is retried by the next check; without an alert address it only shows on the dashboard until
 * one is set.
 */
export async function raiseAlert(kind: AlertKind, detail: string, now = new Date()): Promise<RaiseOutcome> {
  const day = alertDay(now);
  const ref = db.collection(COLLECTIONS.alerts).doc(alertId(kind, day));
  const { alertEmail } = readOperationsSettings((await db.doc(DOCS.operationsSettings).get()).data());
  const nowMs = now.getTime();

  const claim = await runClaimingTransaction(async (tx): Promise<RaiseOutcome | 'claimed'> => {
    const existing = await tx.get(ref);
    const fields = alertEmail ? claimedFields(nowMs) : { status: 'no-address' };
    if (!existing.exists) {
      tx.create(ref, {
        kind,
        day,
        title: ALERT_TITLES[kind],
        detail,
        email_to: alertEmail,
        raised_at: FieldValue.serverTimestamp(),
        acknowledged_at: null,
        acknowledged_by: null,
        ...fields,
      });
    } else {
      const state = markerState(existing, SEND_LEASE_MS, nowMs);
      if (state !== 'free' || (!alertEmail && existing.get('status') === 'no-address')) return 'already';
      tx.update(ref, { detail, email_to: alertEmail, ...fields });
    }
    return alertEmail ? 'claimed' : 'no-address';
  });
  if (claim !== 'claimed') return claim;

  const sender = await loadSender();
  const dashboard = `${siteUrl()}/admin`;
  const failed = async (err: unknown) => {
    logExternalError('An alert email failed; the next check sends it again', err, { kind });
    await ref.update({ status: 'failed', error_message: externalErrorMessage(err) });
  };
  try {
    return await sendClaimed(
      () =>
        sendMail({
          to: alertEmail!,
          from: { email: sender.sender_email, name: `${sender.sender_name} website` },
          subject: `${sender.sender_name}: ${ALERT_TITLES[kind]}`,
          text: `${ALERT_TITLES[kind]}\n\n${detail}\n\nThe admin dashboard lists it until you acknowledge it: ${dashboard}\n`,
          html: simpleEmailBody({
            heading: ALERT_TITLES[kind],
            paragraphs: [detail, 'The admin dashboard lists it until you acknowledge it. You get at most one email of this kind a day.'],
            button: { href: dashboard, label: 'Open the dashboard' },
          }),
          categories: ['owner-alert'],
        }),
      {
        sent: () => ref.update({ ...sentFields(), error_message: null }),
        unconfirmed: (err) => ref.update(unconfirmedFields(err)),
        notSent: failed,
      },
    );
  } catch {
    // Recorded as failed above; the next check retries.
    return 'failed';
  }
}
