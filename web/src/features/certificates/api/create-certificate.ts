import { FirebaseError } from 'firebase/app';
import { httpsCallable, type Functions } from 'firebase/functions';
import type { ToastOptions } from '@/components/feedback/toast-provider';
import { readableFirebaseMessage } from '@/lib/firebase-errors';
import type { CertificateInput } from '@shared/certificates/certificate-schema';

export interface CreatedCertificate {
  id: string;
  member_number: number;
}

export const CREATE_TOASTS = {
  signedOut: { title: 'Error', message: 'You must be signed in to create a certificate.', severity: 'error' },
  failed: { title: 'Error', message: 'Failed to create certificate. Please try again.', severity: 'error' },
  unexpected: { title: 'Error', message: 'An unexpected error occurred', severity: 'error' },
} satisfies Record<string, ToastOptions>;

export const createdToast = (n: number): ToastOptions => ({
  title: 'Success!',
  message: `Certificate created! Member #${n}`,
  severity: 'success',
});

/** Calls the createCertificate function with the checked values: member number only when given, a blank city as null. */
export async function createCertificate(functions: Functions, input: CertificateInput): Promise<CreatedCertificate> {
  const call = httpsCallable<Record<string, unknown>, CreatedCertificate>(functions, 'createCertificate');
  const payload = {
    fullName: input.fullName,
    city: input.city,
    issueDate: input.issueDateIso,
    ...(input.memberNumber === undefined ? {} : { memberNumber: input.memberNumber }),
  };
  return (await call(payload)).data;
}

/**
 * The function's HttpsError messages are written for people; codes without
 * one of ours ('internal' from a crash, network trouble) get the spec's
 * fallback, and anything that is not a Firebase error is unexpected.
 */
export function createFailureToast(err: unknown): ToastOptions {
  if (!(err instanceof FirebaseError)) return CREATE_TOASTS.unexpected;
  const ours = !['functions/internal', 'functions/unknown', 'functions/unavailable', 'functions/deadline-exceeded'].includes(err.code);
  const message = readableFirebaseMessage(err);
  return ours && message ? { title: 'Error', message, severity: 'error' } : CREATE_TOASTS.failed;
}
