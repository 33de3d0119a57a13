import { callFunction } from '@/lib/call-function';
import { firebaseServices } from '@/lib/firebase';
import {
  SUBMIT_PARTNER_INQUIRY,
  type SubmitPartnerInquiryRequest,
  type SubmitPartnerInquiryResponse,
} from '@shared/contracts/submit-partner-inquiry';

/**
 * Sends the /team#contact form to the submitPartnerInquiry function. The
 * contact form imports this module only when a visitor sends, so the team
 * page paints without the Firebase SDK.
 */
export function sendPartnerInquiry(inquiry: SubmitPartnerInquiryRequest): Promise<SubmitPartnerInquiryResponse> {
  return callFunction(firebaseServices().functions, SUBMIT_PARTNER_INQUIRY, inquiry);
}
