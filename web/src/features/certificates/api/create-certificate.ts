import { FirebaseError } from 'firebase/app';
import { httpsCallable, type Functions } from 'firebase/functions';
import type { ToastOptions } from '@/components/feedback/toast-provider';
import { readableFirebaseMessage } from '@/lib/firebase-errors';
import type { CertificateInput } from '@shared/certificates/certificate-schema';
import { NOT_A_BUYER, type CreatedCertificate } from '@shared/certificates/create-certificate-contract';

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

/** A buyer who already has their certificate is taken to it rather than given a second one. */
export const existingToast = (n: number): ToastOptions => ({
  title: 'Welcome back!',
  message: `Here is your certificate, Member #${n}. Each purchase comes with one certificate.`,
  severity: 'info',
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

/** The refusal for a caller without a purchase, worded by the function, or null for any other error. */
export function notABuyerMessage(err: unknown): string | null {
  if (!(err instanceof FirebaseError) || err.code !== 'functions/permission-denied') return null;
  const details = (err as FirebaseError & { details?: { reason?: unknown } }).details;
  return details?.reason === NOT_A_BUYER ? readableFirebaseMessage(err) : null;
}
