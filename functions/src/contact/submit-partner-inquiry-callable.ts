import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { ValidationError } from 'yup';
import { EMAIL_SECRETS, REGION } from '../config';
import { clientAddress } from '../lib/client-address';
import { partnerInquirySchema, type PartnerInquiryResult } from '../shared/contact/partner-inquiry';
import { deliverPartnerInquiry } from './partner-inquiry';

/** /team#contact calls this with the form's fields; anyone may, within the rate limit. */
export const submitPartnerInquiry = onCall({ region: REGION, secrets: EMAIL_SECRETS }, async (req): Promise<PartnerInquiryResult> => {
  let inquiry;
  try {
    inquiry = await partnerInquirySchema.validate(req.data ?? {}, { stripUnknown: true });
  } catch (err) {
    throw new HttpsError('invalid-argument', err instanceof ValidationError ? err.message : 'Please check the form and try again.');
  }
  return deliverPartnerInquiry(inquiry, clientAddress(req.rawRequest.headers['x-forwarded-for'], req.rawRequest.ip));
});
