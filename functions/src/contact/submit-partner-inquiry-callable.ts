import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { ValidationError } from 'yup';
import { EMAIL_SECRETS, REGION } from '../config';
import { partnerInquirySchema, type PartnerInquiryResult } from '../shared/contact/partner-inquiry';
import { deliverPartnerInquiry } from './partner-inquiry';

/**
 * Google's front end appends the address it saw to X-Forwarded-For; earlier
 * entries are whatever the client sent, so only the last one is trusted.
 */
function clientAddress(forwarded: string | string[] | undefined, direct: string | undefined): string {
  const header = Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '');
  return (
    header
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .pop() ??
    direct ??
    'unknown'
  );
}

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
