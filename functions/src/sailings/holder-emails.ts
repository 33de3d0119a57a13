import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { siteUrl } from '../config';
import { loadSender } from '../email/email-settings';
import { sendMail } from '../email/mailer';
import { db } from '../lib/admin';
import { runClaimingTransaction } from '../lib/first-free-claim';
import { inBatches } from '../lib/in-batches';
import { logExternalError } from '../lib/log-external-error';
import { claimedFields, markerState, sendClaimed, sentFields, unconfirmedFields } from '../lib/send-once';
import { BRAND, SHADES } from '../shared/brand';
import { COLLECTIONS } from '../shared/collections';
import { emailDocument } from '../shared/email/email-layout';
import { htmlToText } from '../shared/email/html-to-text';
import { escapeHtml } from '../shared/html/escape-html';
import { holderEmailId, type HolderEmailKind } from '../shared/sailings/sailing-emails';
import type { SailingRecord } from '../shared/sailings/sailing-record';
import { ticketFromStored, ticketView, type TicketView } from '../shared/sailings/ticket';
import { button, frame, mailOf, paragraph, row, type SaleEmail } from './seat-sale-email';

/** A claim older than this belongs to a send that died; the next call or tick may take it over. */
const CLAIM_LEASE_MS = 5 * 60 * 1000;
/** Sends at once, so a full boat's holders are mailed in seconds without a burst SendGrid would throttle. */
const PARALLEL_SENDS = 5;

const e = escapeHtml;
const link = (href: string, label: string) => `<a href="${e(href)}" style="color:${BRAND.lakeNavy}">${e(label)}</a>`;

const HEADINGS: Record<HolderEmailKind, string> = {
  canceled: 'Sailing canceled',
  postponed: 'Sailing postponed',
  rescheduled: 'A new date',
  'reminder-48h': 'Two days to go',
  'reminder-morning': "Today's the day",
};

function subjectOf(kind: HolderEmailKind, t: TicketView): string {
  const subject = {
    canceled: `Canceled: ${t.title}, ${t.day}`,
    postponed: `Postponed: ${t.title}, ${t.day}`,
    rescheduled: `New date: ${t.title}, ${t.day}`,
    'reminder-48h': `Two days to go: ${t.title}, ${t.day}`,
    'reminder-morning': `Today: ${t.title}, boarding ${t.boards}`,
  }[kind];
  return subject.replace(/[\r\n]+/g, ' ');
}

/** What changed and what the holder does about it; for a reminder, the day and the weather policy. */
function newsOf(kind: HolderEmailKind, t: TicketView, sailing: SailingRecord): string {
  const title = `<strong>${e(t.title)}</strong>`;
  const seats = t.seats > 1 ? `your ${t.seats} tickets` : 'your ticket';
  switch (kind) {
    case 'canceled':
      return (
        paragraph(`We are sorry: ${title} on ${e(t.day)} is canceled.`) +
        paragraph(`<strong>Why.</strong> ${e(sailing.interruption?.reason ?? '')}`) +
        paragraph(
          `<strong>Refunds.</strong> We refund ${seats} in full through Gumroad, to the card you paid with: there is nothing you need to do.`,
        )
      );
    case 'postponed':
      return (
        paragraph(`${title}, planned for ${e(t.day)}, is postponed.`) +
        paragraph(`<strong>Why.</strong> ${e(sailing.interruption?.reason ?? '')}`) +
        paragraph(
          `Keep ${seats}: we will email you the new date. If it does not suit you, reply to this email for a full refund through Gumroad.`,
        ) +
        paragraph(`<strong>Refunds.</strong> ${e(t.refundPolicy)}`)
      );
    case 'rescheduled':
      return (
        paragraph(`${title} is back on, on <strong>${e(t.day)}</strong>.`) +
        whereAndWhen(t) +
        paragraph(
          `Keep ${seats}: the same codes work at the gangway. If the new date does not suit you, reply to this email for a full refund through Gumroad.`,
        )
      );
    case 'reminder-48h':
    case 'reminder-morning':
      return (
        paragraph(`${title} sails ${kind === 'reminder-morning' ? 'today' : e(t.day)}. We can't wait to have you aboard.`) +
        whereAndWhen(t) +
        paragraph(`<strong>Weather.</strong> ${e(t.weatherPolicy)}`)
      );
  }
}

const whereAndWhen = (t: TicketView) =>
  paragraph(
    [
      `Boarding ${e(t.boards)}, back at the dock ${e(t.returns)}, ${e(t.zone)}.`,
      `${e(t.dock.name)}, ${e(t.dock.address)} (${link(t.dock.map_url, 'map')})`,
      t.dock.parking_notes ? `Parking: ${e(t.dock.parking_notes)}` : '',
      t.minimumAge > 0 ? `Everyone aboard is ${t.minimumAge} or older: bring a photo ID.` : '',
    ]
      .filter(Boolean)
      .join('<br>'),
  );

/**
 * A transactional email to one sale's holder about their sailing: a cancellation or postponement (its reason and the
 * refunds), or a reminder (when, the dock and its map, the weather policy). Each carries the links of the sale's
 * tickets, whose pages hold the QR codes. Everything the owner or the buyer typed is escaped.
 */
export function holderEmail(kind: HolderEmailKind, views: TicketView[], sailing: SailingRecord, senderName: string): SaleEmail {
  const first = views[0]!;
  const gangway = kind === 'reminder-48h' || kind === 'reminder-morning' || kind === 'rescheduled';
  const tickets = views
    .map((v) => `<div style="margin:0 0 10px">${button(v.url, views.length > 1 ? `Ticket ${v.seat} of ${v.seats}` : 'Your ticket')}</div>`)
    .join('');
  const rows = [
    row(paragraph(`Hi ${e(first.holderName || 'there')},`) + newsOf(kind, first, sailing)),
    row(
      (gangway ? paragraph('Show each ticket’s code at the gangway:') : '') + tickets,
      'padding:4px 24px 8px;text-align:center;font-size:16px;line-height:1.6',
    ),
    row(
      paragraph(link(first.sailingUrl, 'About the sailing')),
      `padding:4px 24px 20px;font-size:14px;line-height:1.5;color:${SHADES.muted}`,
    ),
  ].join('\n');
  const html = emailDocument({
    body: frame(HEADINGS[kind], rows),
    preheader: `${first.title}, ${first.day}.`,
    senderName,
    transactional: 'You are getting this email because you hold tickets for this sailing. Reply to it with any question.',
  });
  return { subject: subjectOf(kind, first), html, text: htmlToText(html), attachments: [] };
}

export type HolderEmailOutcome = 'sent' | 'already-sent' | 'unconfirmed' | 'skipped';

/**
 * Emails one ticketed sale's holder once per kind and round, however often it is asked: a marker
 * `sailing_emails/{sale}~{kind}~{round}` is claimed in a transaction before the send (lib/send-once.ts). A refunded sale, or one whose every ticket is void,
 * gets nothing.
 */
export async function sendHolderEmail(
  order: DocumentSnapshot,
  kind: HolderEmailKind,
  sailing: SailingRecord,
  round: number,
): Promise<HolderEmailOutcome> {
  const ticketIds = (order.get('ticket_ids') as string[] | undefined) ?? [];
  if (order.get('status') !== 'ticketed' || !ticketIds.length) return 'skipped';
  const tickets = await db.getAll(...ticketIds.map((id) => db.collection(COLLECTIONS.tickets).doc(id)));
  const views = tickets
    .filter((t) => t.exists && t.get('status') === 'valid')
    .map((t) => ticketView(siteUrl(), t.id, ticketFromStored(t.data()!), sailing))
    .sort((a, b) => a.seat - b.seat);
  if (!views.length) return 'skipped';

  const markerRef = db.collection(COLLECTIONS.sailingEmails).doc(holderEmailId(order.id, kind, round));
  const claimed = await runClaimingTransaction(async (tx) => {
    const [fresh, marker] = await Promise.all([tx.get(order.ref), tx.get(markerRef)]);
    if (fresh.get('status') !== 'ticketed') return 'skipped' as const;
    const state = markerState(marker, CLAIM_LEASE_MS);
    if (state === 'unconfirmed') return 'unconfirmed' as const;
    if (state !== 'free') return 'already-sent' as const;
    tx.set(markerRef, { ...claimedFields(), kind, round, sale_id: order.get('sale_id'), sailing_slug: sailing.slug });
    return 'claimed' as const;
  });
  if (claimed !== 'claimed') return claimed;
  return sendClaimed(
    async () => {
      const sender = await loadSender();
      const mail = holderEmail(kind, views, sailing, sender.sender_name);
      const to = { email: order.get('email') as string, name: (order.get('buyer_name') as string | undefined) ?? '' };
      await sendMail(mailOf(mail, sender, to, `sailing-${kind}`));
    },
    {
      sent: () => markerRef.set(sentFields(), { merge: true }),
      unconfirmed: async (err) => {
        logExternalError('Sailing email unconfirmed: SendGrid may have sent it, so it is not resent', err, { sale: order.id, kind });
        await markerRef.set(unconfirmedFields(err), { merge: true });
      },
      notSent: async (err) => {
        await markerRef.delete();
        logExternalError('Sailing email failed; the next call or tick sends it', err, { sale: order.id, kind });
      },
    },
  );
}

/** The sailing's ticketed sales, one per holder's purchase. */
export const ticketedOrders = async (slug: string) =>
  (await db.collection(COLLECTIONS.sailingOrders).where('sailing_slug', '==', slug).where('status', '==', 'ticketed').get()).docs;

/** Emails every ticketed sale of the sailing, a few at a time: how many were sent now, and the sends that failed (each may be retried). */
export async function emailEveryHolder(
  orders: DocumentSnapshot[],
  kind: HolderEmailKind,
  sailing: SailingRecord,
  round: number,
): Promise<{ sent: number; failed: unknown[] }> {
  const { results, failed } = await inBatches(orders, PARALLEL_SENDS, (o) => sendHolderEmail(o, kind, sailing, round));
  return { sent: results.filter((r) => r === 'sent').length, failed };
}
