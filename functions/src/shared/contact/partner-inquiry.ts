import { object, string, type InferType } from 'yup';
import { emailAddress } from '../email/schemas';
import { formatCount } from '../format-count';

/**
 * The /team#contact form's rules. The form validates with this schema and the
 * submitPartnerInquiry function re-checks with it, so both give the same words.
 */
export const PARTNER_TOPICS = [
  'Sponsorship',
  'Private charter or event',
  'Venue, food or drink partnership',
  'Performer or band',
  'Press',
  'Something else',
] as const;
export type PartnerTopic = (typeof PARTNER_TOPICS)[number];

export const PARTNER_INQUIRY_LIMITS = { name: 100, organization: 120, message: 3000 } as const;

export const PARTNER_INQUIRY_MESSAGES = {
  name: 'Please tell us your name',
  nameTooLong: `Please keep your name under ${PARTNER_INQUIRY_LIMITS.name} characters`,
  organizationTooLong: `Please keep the organization under ${PARTNER_INQUIRY_LIMITS.organization} characters`,
  topic: 'Please choose what your message is about',
  messageTooShort: 'Tell us a little more (at least 10 characters)',
  messageTooLong: `Please keep your message under ${formatCount(PARTNER_INQUIRY_LIMITS.message)} characters`,
} as const;

const M = PARTNER_INQUIRY_MESSAGES;

export const partnerInquirySchema = object({
  name: string().trim().required(M.name).min(2, M.name).max(PARTNER_INQUIRY_LIMITS.name, M.nameTooLong),
  email: emailAddress('Your email'),
  organization: string().trim().default('').max(PARTNER_INQUIRY_LIMITS.organization, M.organizationTooLong),
  topic: string<PartnerTopic>().required(M.topic).oneOf(PARTNER_TOPICS, M.topic),
  message: string().trim().required(M.messageTooShort).min(10, M.messageTooShort).max(PARTNER_INQUIRY_LIMITS.message, M.messageTooLong),
});
export type PartnerInquiry = InferType<typeof partnerInquirySchema>;

export const EMPTY_PARTNER_INQUIRY: PartnerInquiry = { name: '', email: '', organization: '', topic: 'Sponsorship', message: '' };

/** The subject of the email the crew receives, and of the visitor's own email when they write to us directly. */
export function partnerInquirySubject(inquiry: Pick<PartnerInquiry, 'topic' | 'organization'>): string {
  const organization = inquiry.organization.trim();
  return `Partner inquiry: ${inquiry.topic}${organization ? ` (${organization})` : ''}`;
}

/** The message as plain text, signed with who sent it. */
export function partnerInquiryText(inquiry: PartnerInquiry): string {
  const signature = [inquiry.name.trim(), inquiry.organization.trim(), inquiry.email.trim()].filter(Boolean).join('\n');
  return `${inquiry.message.trim()}\n\n${signature}`;
}
