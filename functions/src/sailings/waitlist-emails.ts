import type { MailDataRequired } from '@sendgrid/mail';
import type { Sender } from '../email/compose-email';
import { simpleEmailBody } from '../email/simple-email';
import { formatClevelandTime } from '../shared/cleveland-time';
import { emailDocument } from '../shared/email/email-layout';
import { htmlToText } from '../shared/email/html-to-text';
import type { SailingRecord } from '../shared/sailings/sailing-record';
import { sailingDay, sailingHours } from '../shared/sailings/public-sailing';
import { WAITLIST_CONFIRM_DAYS } from '../shared/sailings/waitlist';

/**
 * A sailing waitlist's two emails, both transactional (no unsubscribe: each answers the person's own request):
 * the confirmation of the double opt-in, and a seat's offer with its personal buy link. simpleEmailBody escapes
 * every paragraph, so the names the owner and the visitor typed arrive as text.
 */
interface WaitlistEmail {
  subject: string;
  html: string;
  text: string;
}

const when = (s: SailingRecord) => {
  const times = { boardsAt: s.boards_at.getTime(), returnsAt: s.returns_at.getTime() };
  return `${sailingDay(times)}, ${sailingHours(times)}`;
};
const hi = (firstName: string | null) => `Hi ${firstName || 'there'},`;
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');

function finish(subject: string, preheader: string, body: string, senderName: string, why: string): WaitlistEmail {
  const html = emailDocument({ body, preheader, senderName, transactional: why });
  return { subject: oneLine(subject), html, text: htmlToText(html) };
}

export function waitlistConfirmEmail(sailing: SailingRecord, firstName: string | null, link: string, senderName: string): WaitlistEmail {
  return finish(
    `Confirm your place on the waitlist for ${sailing.title}`,
    `One click and you're in line. The link works for ${WAITLIST_CONFIRM_DAYS} days.`,
    simpleEmailBody({
      heading: 'Confirm your place on the waitlist',
      paragraphs: [
        hi(firstName),
        `Thanks for joining the waitlist for ${sailing.title} (${when(sailing)}). Confirm your address and you are in line; when a seat frees up, the next in line, in the order they confirmed, get it first.`,
      ],
      button: { href: link, label: 'Confirm my place' },
      after: [
        `This link works for ${WAITLIST_CONFIRM_DAYS} days. If you did not ask for this, ignore this email: nothing happens without the click.`,
      ],
    }),
    senderName,
    'You are getting this email because someone asked to join this sailing’s waitlist with this address.',
  );
}

export function waitlistOfferEmail(
  sailing: SailingRecord,
  firstName: string | null,
  offer: { buyUrl: string; expiresAt: Date },
  senderName: string,
): WaitlistEmail {
  const until = formatClevelandTime(offer.expiresAt.getTime());
  return finish(
    `A seat on ${sailing.title} is yours until ${until}`,
    `You're next on the waitlist. The seat is held for you until ${until}.`,
    simpleEmailBody({
      heading: 'A seat opened up for you',
      paragraphs: [
        hi(firstName),
        `A seat on ${sailing.title} (${when(sailing)}) just freed up, and you are next on its waitlist.`,
        `We hold it for you until ${until}. After that it goes to the next person in line.`,
      ],
      button: { href: offer.buyUrl, label: 'Buy my seat' },
      after: [
        'This link is yours alone: it buys the one seat held for you. Buy more seats with it and the crew may have to refund the extra.',
      ],
    }),
    senderName,
    'You are getting this email because you confirmed your place on this sailing’s waitlist.',
  );
}

export const waitlistMail = (mail: WaitlistEmail, sender: Sender, to: string, category: string): MailDataRequired => ({
  to: { email: to },
  from: { email: sender.sender_email, name: sender.sender_name },
  replyTo: sender.reply_to_email,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  categories: [category],
});
