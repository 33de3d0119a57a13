import { partnerInquirySchema, type PartnerInquiry } from '../contact/partner-inquiry';
import { callable } from './callable';

/**
 * The submitPartnerInquiry callable: /team#contact sends the form's fields,
 * checked on both sides with the form's own rules, so both refuse with the
 * same words.
 */
export const submitPartnerInquiryRequestSchema = partnerInquirySchema;
export type SubmitPartnerInquiryRequest = PartnerInquiry;

export interface SubmitPartnerInquiryResponse {
  /** The crew's inbox the message went to, to show in the confirmation. */
  sentTo: string;
}

export const SUBMIT_PARTNER_INQUIRY = callable<SubmitPartnerInquiryRequest, SubmitPartnerInquiryResponse>('submitPartnerInquiry', {
  replayProtected: true,
});
