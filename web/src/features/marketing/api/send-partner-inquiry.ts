import { FirebaseError } from 'firebase/app';
import { httpsCallable } from 'firebase/functions';
import { firebaseServices } from '@/lib/firebase';
import { readableFirebaseMessage } from '@/lib/firebase-errors';
import type { PartnerInquiry, PartnerInquiryResult } from '@shared/contact/partner-inquiry';

export type PartnerInquiryOutcome = { ok: true; sentTo: string } | { ok: false; message: string };

const INQUIRY_FALLBACK_MESSAGE = "We couldn't send your message. Please check your connection and try again.";

/**
 * Sends the /team#contact form to the submitPartnerInquiry function. The
 * contact form imports this module only when a visitor sends, so the team
 * page paints without the Firebase SDK.
 */
export async function sendPartnerInquiry(inquiry: PartnerInquiry): Promise<PartnerInquiryOutcome> {
  const call = httpsCallable<PartnerInquiry, PartnerInquiryResult>(firebaseServices().functions, 'submitPartnerInquiry');
  try {
    return { ok: true, sentTo: (await call(inquiry)).data.sentTo };
  } catch (err) {
    // The function's refusals are sentences for people; the SDK's own failures (offline, a crash) are a bare code word.
    const message = readableFirebaseMessage(err);
    const ours = err instanceof FirebaseError && err.code !== 'functions/internal' && !!message && /\s/.test(message);
    return { ok: false, message: ours ? message : INQUIRY_FALLBACK_MESSAGE };
  }
}
