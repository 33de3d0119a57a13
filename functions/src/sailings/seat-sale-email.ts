import type { MailDataRequired } from '@sendgrid/mail';
import { siteUrl } from '../config';
import type { Sender } from '../email/compose-email';
import { loadSender } from '../email/email-settings';
import { sendMail } from '../email/mailer';
import { db } from '../lib/admin';
import { runClaimingTransaction } from '../lib/first-free-claim';
import { logExternalError } from '../lib/log-external-error';
import { claimedFields, markerState, sendClaimed, sentFields, unconfirmedFields } from '../lib/send-once';
import { BRAND, SHADES } from '../shared/brand';
import { formatClevelandTime } from '../shared/cleveland-time';
import { COLLECTIONS } from '../shared/collections';
import { emailDocument } from '../shared/email/email-layout';
import { htmlToText } from '../shared/email/html-to-text';
import { escapeHtml } from '../shared/html/escape-html';
import { sailingPath } from '../shared/paths';
import { sailingFromStored, type SailingRecord } from '../shared/sailings/sailing-record';
import { HOLD_REASON_TEXT, isOfferHold, type HoldReason } from '../shared/sailings/seat-sale';
import { ticketFromStored, ticketView, type TicketView } from '../shared/sailings/ticket';
import { saleDocId } from '../gumroad/sale';
import { sailingCalendar } from './sailing-calendar';
import { qrPng } from './ticket-qr';

/** Pixels of each seat's QR picture: sharp on a phone held up at the gangway, small enough for a ten-seat email. */
const QR_PX = 360;
const QR_SHOWN_PX = 200;

/** A claim older than this belongs to a send that died; the next ping may take it over. */
const CLAIM_LEASE_MS = 5 * 60 * 1000;

export interface SaleEmail {
  subject: string;
  html: string;
  text: string;
  /** In SendGrid's own field names: @sendgrid/mail hands attachments on as they are (`content_id`, not `contentId`). */
  attachments: { content: string; filename: string; type: string; disposition: 'inline' | 'attachment'; content_id?: string }[];
}

const e = escapeHtml;
export const paragraph = (html: string) => `<p style="margin:0 0 14px">${html}</p>`;
export const button = (href: string, label: string) =>
  `<a href="${e(href)}" style="display:inline-block;background:${BRAND.lakeNavy};color:${SHADES.white};font-size:16px;font-weight:bold;text-decoration:none;padding:12px 22px;border-radius:10px">${e(label)}</a>`;
export const frame = (heading: string, rows: string) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;margin:0 auto;background:${BRAND.cream};border-radius:16px;overflow:hidden;font-family:Arial,Helvetica,sans-serif;color:${BRAND.lakeNavy}">
<tr><td style="background:${BRAND.lakeNavy};padding:28px 24px;text-align:center"><h1 style="margin:0;font-size:24px;line-height:1.25;color:${SHADES.white}">${e(heading)}</h1></td></tr>
${rows}
</table>`;
export const row = (html: string, style = 'padding:20px 24px 4px;font-size:16px;line-height:1.6') =>
  `<tr><td style="${style}">${html}</td></tr>`;

const contentId = (seat: number) => `ticket-seat-${seat}`;

/** One seat's ticket inside the email: its own QR picture (cid:) and its own page's link, "Founder" on a founder's. */
function seatBlock(t: TicketView): string {
  const founder = t.founder
    ? ` <span style="display:inline-block;background:${BRAND.gold};color:${BRAND.lakeNavy};border-radius:999px;padding:2px 10px;font-size:14px">Founder</span>`
    : '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;background:${SHADES.white};border-radius:12px" data-ticket="${e(t.id)}">
<tr><td align="center" style="padding:18px 16px 8px;font-size:18px;font-weight:bold">Seat ${t.seat} of ${t.seats}${founder}</td></tr>
<tr><td align="center" style="padding:0 16px"><img src="cid:${contentId(t.seat)}" width="${QR_SHOWN_PX}" height="${QR_SHOWN_PX}" alt="QR code of seat ${t.seat}" style="display:block;border:0"></td></tr>
<tr><td align="center" style="padding:10px 16px 18px">${button(t.url, `Open ticket ${t.seat}`)}</td></tr>
</table>`;
}

/**
 * The one email a ticketed sale gets: every seat's ticket (its QR as a PNG and its page's link), when and where, the
 * map, the calendar file attached, and the weather and refund policies. Everything the owner or buyer typed is escaped.
 */
export async function ticketEmail(views: TicketView[], sailing: SailingRecord, senderName: string): Promise<SaleEmail> {
  const first = views[0]!;
  const many = views.length > 1;
  const founder = views.some((v) => v.founder);
  const details = [
    `<strong>${e(first.day)}</strong>`,
    `Boarding ${e(first.boards)}, back at the dock ${e(first.returns)}, ${e(first.zone)}.`,
    `${e(first.dock.name)}, ${e(first.dock.address)} (<a href="${e(first.dock.map_url)}" style="color:${BRAND.lakeNavy}">map</a>)`,
    first.dock.parking_notes ? `Parking: ${e(first.dock.parking_notes)}` : '',
  ].filter(Boolean);
  const rows = [
    row(
      paragraph(`Hi ${e(first.holderName || 'there')},`) +
        paragraph(
          `${many ? `Here are your ${views.length} tickets` : 'Here is your ticket'} for <strong>${e(first.title)}</strong>${founder ? ", bought in the founders' presale" : ''}. ` +
            `Each seat has its own code: ${many ? 'forward a seat’s link to the friend who sails on it, and ' : ''}show the code at the gangway.`,
        ) +
        paragraph(details.join('<br>')),
    ),
    row(views.map(seatBlock).join(''), 'padding:8px 24px 0'),
    row(
      paragraph(
        `The calendar file for your phone is attached. <a href="${e(first.sailingUrl)}" style="color:${BRAND.lakeNavy}">About the sailing</a>.`,
      ) +
        paragraph(`<strong>Weather.</strong> ${e(first.weatherPolicy)}`) +
        paragraph(`<strong>Refunds.</strong> ${e(first.refundPolicy)}`),
      'padding:8px 24px 20px;font-size:14px;line-height:1.5;color:' + SHADES.muted,
    ),
  ].join('\n');
  const html = emailDocument({
    body: frame(many ? `Your ${views.length} tickets` : 'Your ticket', rows),
    preheader: `${first.title}, ${first.day}. Boarding ${first.boards} ${first.zone}.`,
    senderName,
    transactional: `You are getting this email because you bought ${many ? 'these tickets' : 'this ticket'} on Gumroad. Reply to it with any question.`,
  });
  const pictures = await Promise.all(views.map((v) => qrPng(v.url, QR_PX)));
  return {
    subject: `${many ? `Your ${views.length} tickets` : 'Your ticket'}: ${first.title}, ${first.day}`.replace(/[\r\n]+/g, ' '),
    html,
    text: htmlToText(html),
    attachments: [
      ...views.map((v, i) => ({
        content: pictures[i]!.toString('base64'),
        filename: `ticket-seat-${v.seat}.png`,
        type: 'image/png',
        disposition: 'inline' as const,
        content_id: contentId(v.seat),
      })),
      {
        content: Buffer.from(sailingCalendar(sailing, first.url)).toString('base64'),
        filename: `${sailing.slug}.ics`,
        type: 'text/calendar',
        disposition: 'attachment' as const,
      },
    ],
  };
}

/** The email a held presale sale gets: why, that the owner will sort it out, and when the public sale opens. */
export function heldSaleEmail(
  sailing: SailingRecord,
  order: { buyer_name: string; hold_reason: HoldReason },
  senderName: string,
): SaleEmail {
  const link = `${siteUrl()}${sailingPath(sailing.slug)}`;
  const opensLater = sailing.public_sale_opens_at.getTime() > Date.now();
  const rows = [
    row(
      paragraph(`Hi ${e(order.buyer_name || 'there')},`) +
        paragraph(
          `Thanks for buying seats on <strong>${e(sailing.title)}</strong>. We could not ticket this purchase yet: ${e(HOLD_REASON_TEXT[order.hold_reason])}`,
        ) +
        paragraph(
          isOfferHold(order.hold_reason)
            ? 'A waitlist offer holds its seat until the time in its email; after that the seat goes to the next person in line. We will refund your purchase in full through Gumroad, and there is nothing you need to do.'
            : "Seats in the founders' presale go to Founding Floaters through their own link. We will refund your purchase in full through Gumroad, and there is nothing you need to do.",
        ) +
        paragraph(
          opensLater
            ? `The public sale opens <strong>${e(formatClevelandTime(sailing.public_sale_opens_at.getTime()))}</strong>. Buy your seats then on the sailing's page.`
            : "Seats may be on sale to everyone on the sailing's page.",
        ),
    ),
    row(button(link, 'See the sailing'), 'padding:4px 24px 24px;text-align:center'),
  ].join('\n');
  const html = emailDocument({
    body: frame('Your seats are on hold', rows),
    preheader: opensLater ? `The public sale opens ${formatClevelandTime(sailing.public_sale_opens_at.getTime())}.` : '',
    senderName,
    transactional: 'You are getting this email because you bought seats on Gumroad. Reply to it with any question.',
  });
  return { subject: `Your seats on ${sailing.title} are on hold`, html, text: htmlToText(html), attachments: [] };
}

export const mailOf = (mail: SaleEmail, sender: Sender, to: { email: string; name: string }, category: string): MailDataRequired =>
  ({
    to: to.name ? to : { email: to.email },
    from: { email: sender.sender_email, name: sender.sender_name },
    replyTo: sender.reply_to_email,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: mail.attachments,
    categories: [category],
  }) as MailDataRequired;

async function composeFor(order: FirebaseFirestore.DocumentData, sender: Sender): Promise<{ mail: SaleEmail; category: string }> {
  const sailing = sailingFromStored(
    (
      await db
        .collection(COLLECTIONS.sailings)
        .doc(order.sailing_slug as string)
        .get()
    ).data()!,
  );
  if (order.status === 'held')
    return {
      mail: heldSaleEmail(
        sailing,
        { buyer_name: order.buyer_name as string, hold_reason: order.hold_reason as HoldReason },
        sender.sender_name,
      ),
      category: 'seats-held',
    };
  const tickets = await db.getAll(...(order.ticket_ids as string[]).map((id) => db.collection(COLLECTIONS.tickets).doc(id)));
  const views = tickets.map((t) => ticketView(siteUrl(), t.id, ticketFromStored(t.data()!), sailing)).sort((a, b) => a.seat - b.seat);
  return { mail: await ticketEmail(views, sailing, sender.sender_name), category: 'seat-tickets' };
}

export type SaleEmailOutcome = 'sent' | 'already-sent' | 'unconfirmed' | 'skipped';

/**
 * Emails a seat sale's buyer once, however often Gumroad retries its ping: its tickets, or word that it is held.
 * A marker in `seat_sale_emails/{sale}` is claimed before the send, as the welcome email's is (lib/send-once.ts);
 * a send that surely failed releases it for the next ping, one whose fate is unknown is not repeated.
 */
export async function sendSeatSaleEmail(saleId: string): Promise<SaleEmailOutcome> {
  const orderRef = db.collection(COLLECTIONS.sailingOrders).doc(saleDocId(saleId));
  const markerRef = db.collection(COLLECTIONS.seatSaleEmails).doc(saleDocId(saleId));
  const claim = await runClaimingTransaction(async (tx) => {
    const [order, marker] = await Promise.all([tx.get(orderRef), tx.get(markerRef)]);
    if (!order.exists || order.get('status') === 'refunded') return { outcome: 'skipped' as const };
    const state = markerState(marker, CLAIM_LEASE_MS);
    if (state === 'unconfirmed') return { outcome: 'unconfirmed' as const };
    if (state !== 'free') return { outcome: 'already-sent' as const };
    tx.set(markerRef, { ...claimedFields(), kind: order.get('status') });
    return { outcome: 'claimed' as const, order: order.data()! };
  });
  if (claim.outcome !== 'claimed') return claim.outcome;
  const { order } = claim;
  return sendClaimed(
    async () => {
      const sender = await loadSender();
      const { mail, category } = await composeFor(order, sender);
      await sendMail(mailOf(mail, sender, { email: order.email as string, name: order.buyer_name as string }, category));
    },
    {
      sent: () => markerRef.set(sentFields(), { merge: true }),
      unconfirmed: async (err) => {
        logExternalError('Seat sale email unconfirmed: SendGrid may have sent it, so it is not resent', err, { saleId });
        await markerRef.set(unconfirmedFields(err), { merge: true });
      },
      notSent: async (err) => {
        await markerRef.delete();
        logExternalError('Seat sale email failed; the next ping or retry sends it', err, { saleId });
      },
    },
  );
}
