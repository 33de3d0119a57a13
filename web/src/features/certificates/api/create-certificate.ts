import { FirebaseError } from 'firebase/app';
import type { Functions } from 'firebase/functions';
import { callFunction } from '@/lib/call-function';
import { ownErrorMessage } from '@/lib/callable-error';
import {
  CREATE_CERTIFICATE,
  NOT_A_BUYER,
  type CreateCertificateRequest,
  type CreateCertificateResponse,
} from '@shared/contracts/create-certificate';

/** Sends the form's values; the function checks them with the same rules the form did. */
export function createCertificate(functions: Functions, request: CreateCertificateRequest): Promise<CreateCertificateResponse> {
  return callFunction(functions, CREATE_CERTIFICATE, request);
}

/** The refusal for a caller without a purchase, worded by the function, or null for any other error. */
export function notABuyerMessage(err: unknown): string | null {
  if (!(err instanceof FirebaseError) || err.code !== 'functions/permission-denied') return null;
  const details = (err as FirebaseError & { details?: { reason?: unknown } }).details;
  return details?.reason === NOT_A_BUYER ? ownErrorMessage(err) : null;
}
