import { onCall } from 'firebase-functions/v2/https';
import { EMAIL_SECRETS, REGION } from '../config';
import { parseOrThrow } from '../lib/callable-request';
import { clientAddress } from '../lib/client-address';
import {
  SUBMIT_PARTNER_INQUIRY,
  submitPartnerInquiryRequestSchema,
  type SubmitPartnerInquiryResponse,
} from '../shared/contracts/submit-partner-inquiry';
import { deliverPartnerInquiry } from './partner-inquiry';
import { SCALING } from '../scaling';
import { requireAppCheck } from '../lib/app-check';

/** /team#contact calls this with the form's fields; anyone may, within the rate limit. */
export const submitPartnerInquiry = onCall(
  { region: REGION, ...SCALING.submitPartnerInquiry, secrets: EMAIL_SECRETS, consumeAppCheckToken: SUBMIT_PARTNER_INQUIRY.replayProtected },
  async (req): Promise<SubmitPartnerInquiryResponse> => {
    requireAppCheck(req);
    const inquiry = parseOrThrow(submitPartnerInquiryRequestSchema, req.data);
    return deliverPartnerInquiry(inquiry, clientAddress(req.rawRequest.headers, req.rawRequest.ip, 'direct'));
  },
);
