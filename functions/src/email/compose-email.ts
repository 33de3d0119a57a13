import type { MailDataRequired } from '@sendgrid/mail';
import { siteUrl } from '../config';
import { emailDocument } from '../shared/email/email-layout';
import { htmlToText } from '../shared/email/html-to-text';
import {
  SUBSTITUTION_WRAPPERS,
  placeholderValues,
  renderPlaceholders,
  substitutionsFor,
  toSubstitutionTags,
} from '../shared/email/placeholders';
import { PATHS, certificatePath } from '../shared/paths';
import { wallDirectoryHref, wallSpotHref } from '../shared/certificates/wall-directory';
import { unsubscribeUrl } from './unsubscribe-token';

export interface EmailContent {
  subject: string;
  preheader?: string;
  body: string;
}

export interface Sender {
  sender_name: string;
  sender_email: string;
  reply_to_email: string;
}

export interface Recipient {
  subscriberId: string;
  email: string;
  first_name?: string | null;
  certificate_id?: string | null;
  /** Their certificate's member number, when the sender read it (the welcome email): {{wall_url}} then finds their card. */
  member_number?: number | null;
}

/** A subscriber's own certificate, or the page where they can make one. */
export function certificateUrlFor(certificateId: string | null | undefined): string {
  return `${siteUrl()}${certificateId ? certificatePath(certificateId) : PATHS.createCertificate}`;
}

/** A subscriber's card on the Wall of Fame, or the wall's directory (search by name or number) when the number is not known. */
export function wallUrlFor(memberNumber: number | null | undefined): string {
  return `${siteUrl()}${memberNumber ? wallSpotHref(memberNumber) : wallDirectoryHref({})}`;
}

/**
 * One SendGrid request for up to 1000 recipients: the body is shared and each
 * recipient's personalization carries their own escaped values, subject and
 * RFC 8058 one-click unsubscribe headers. `foundingCap` is what {{founding_spots}} says (readFoundingCap).
 */
export function composeMailSend(
  content: EmailContent,
  sender: Sender,
  recipients: Recipient[],
  { categories = [], foundingCap }: { categories?: string[]; foundingCap: number },
): MailDataRequired {
  const document = emailDocument({ body: content.body, preheader: content.preheader, senderName: sender.sender_name });
  return {
    from: { email: sender.sender_email, name: sender.sender_name },
    replyTo: sender.reply_to_email,
    subject: content.subject,
    html: toSubstitutionTags(document, 'html'),
    text: toSubstitutionTags(htmlToText(document), 'text'),
    substitutionWrappers: SUBSTITUTION_WRAPPERS,
    categories,
    personalizations: recipients.map((r) => {
      const unsubscribe = unsubscribeUrl(r.subscriberId);
      const values = placeholderValues(
        r.first_name,
        certificateUrlFor(r.certificate_id),
        unsubscribe,
        foundingCap,
        wallUrlFor(r.member_number),
      );
      return {
        to: [{ email: r.email }],
        subject: renderPlaceholders(content.subject, values, 'text').replace(/[\r\n]+/g, ' '),
        substitutions: substitutionsFor(values),
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      };
    }),
  } as MailDataRequired;
}
