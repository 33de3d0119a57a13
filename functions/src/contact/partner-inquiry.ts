import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { loadSender } from '../email/email-settings';
import { sendMail } from '../email/mailer';
import { db } from '../lib/admin';
import { claimFormLimits, countFormEmail, PARTNER_INQUIRY_LIMITS, senderBuckets, type FormRefusals } from '../lib/form-limits';
import { externalErrorMessage, logExternalError } from '../lib/log-external-error';
import { runClaimingTransaction } from '../lib/first-free-claim';
import { claimedFields, markerState, sendClaimed, sentFields, type MarkerState } from '../lib/send-once';
import { minutesWord } from '../lib/rate-limit';
import { BRAND, SHADES } from '../shared/brand';
import { escapeHtml } from '../shared/html/escape-html';
import { normalizeEmail } from '../shared/subscribers';
import { COLLECTIONS } from '../shared/collections';
import { partnerInquirySubject, partnerInquiryText, type PartnerInquiry } from '../shared/contact/partner-inquiry';
import type { SubmitPartnerInquiryResponse } from '../shared/contracts/submit-partner-inquiry';

/**
 * A partner's message from /team#contact, emailed to the crew (the email settings' reply-to) with the partner as
 * reply-to and kept in `partner_inquiries/{id}`. The id hashes sender, topic and message, so a repeat is one inquiry.
 * Open to anyone, so limited by PARTNER_INQUIRY_LIMITS (lib/form-limits.ts).
 */

/** A send that has not finished after this long died; a retry may take it over. */
const SEND_LEASE_MS = 2 * 60 * 1000;

export function partnerInquiryId(inquiry: PartnerInquiry): string {
  return createHash('sha256')
    .update([normalizeEmail(inquiry.email), inquiry.topic, inquiry.message.trim()].join('\n'))
    .digest('hex')
    .slice(0, 40);
}

export function inquiryRateLimitMessage(retryInMinutes: number, inbox: string): string {
  return `You've sent several messages in a short time. Please try again in ${minutesWord(retryInMinutes)}, or email ${inbox} directly.`;
}

export function inquiryBusyMessage(inbox: string): string {
  return `Our partner form is very busy today. Please try again tomorrow, or email ${inbox} directly.`;
}

const refusals = (inbox: string): FormRefusals => ({
  busy: inquiryBusyMessage(inbox),
  tooMany: (minutes) => inquiryRateLimitMessage(minutes, inbox),
});

export function inquiryUnsentMessage(inbox: string): string {
  return `We couldn't send your message just now. Please try again in a few minutes, or email ${inbox} directly.`;
}

/** The crew's copy: the visitor's words escaped into a plain, readable layout. */
export function partnerInquiryHtml(inquiry: PartnerInquiry): string {
  const row = (label: string, value: string) =>
    value
      ? `<tr><th align="left" style="padding:4px 12px 4px 0;color:${SHADES.muted}">${label}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`
      : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(partnerInquirySubject(inquiry))}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:${BRAND.lakeNavy}">
<h1 style="font-size:18px">New message from the website's partner form</h1>
<table role="presentation" style="border-collapse:collapse">
${row('Name', inquiry.name)}${row('Email', inquiry.email)}${row('Organization', inquiry.organization)}${row('Topic', inquiry.topic)}
</table>
<p style="white-space:pre-wrap;border-left:4px solid ${BRAND.erieBlue};padding-left:12px">${escapeHtml(inquiry.message.trim())}</p>
<p style="color:${SHADES.muted};font-size:13px">Reply to this email to answer ${escapeHtml(inquiry.name)} directly.</p>
</body></html>`;
}

export async function deliverPartnerInquiry(
  inquiry: PartnerInquiry,
  senderAddress: string,
  nowMs = Date.now(),
): Promise<SubmitPartnerInquiryResponse> {
  const sender = await loadSender();
  const inbox = sender.reply_to_email;
  const ref = db.collection(COLLECTIONS.partnerInquiries).doc(partnerInquiryId(inquiry));
  const buckets = await senderBuckets(PARTNER_INQUIRY_LIMITS, senderAddress, nowMs);

  const claim = await runClaimingTransaction(async (tx): Promise<MarkerState | 'claimed'> => {
    const existing = await tx.get(ref);
    if (existing.exists) {
      const state = markerState(existing, SEND_LEASE_MS, nowMs);
      if (state !== 'free') return state;
      tx.update(ref, claimedFields(nowMs));
      return 'claimed';
    }
    await claimFormLimits(tx, PARTNER_INQUIRY_LIMITS, buckets, refusals(inbox), nowMs);
    countFormEmail(tx, PARTNER_INQUIRY_LIMITS, nowMs);
    tx.create(ref, { ...inquiry, ...claimedFields(nowMs), created_at: FieldValue.serverTimestamp(), sent_at: null, error_message: null });
    return 'claimed';
  });
  // A repeat of a delivered message, or a second submit while the first is sending: the first one answers for both.
  if (claim !== 'claimed') return { sentTo: inbox };

  // Whatever went wrong, unknown fate included, the visitor is told the message did not go, so their retry may send it.
  const failed = async (err: unknown) => {
    logExternalError('Partner inquiry email failed; a retry of the form sends it', err, { id: ref.id });
    await ref.update({ status: 'failed', error_message: externalErrorMessage(err) });
    throw new HttpsError('unavailable', inquiryUnsentMessage(inbox));
  };
  await sendClaimed(
    () =>
      sendMail({
        to: inbox,
        from: { email: sender.sender_email, name: `${sender.sender_name} website` },
        replyTo: { email: inquiry.email, name: inquiry.name },
        subject: partnerInquirySubject(inquiry),
        text: partnerInquiryText(inquiry),
        html: partnerInquiryHtml(inquiry),
        categories: ['partner-inquiry'],
      }),
    { sent: () => ref.update({ ...sentFields(), error_message: null }), unconfirmed: failed, notSent: failed },
  );
  return { sentTo: inbox };
}
