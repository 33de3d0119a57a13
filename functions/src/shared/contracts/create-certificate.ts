import type { CertificateFormValues } from '../certificates/certificate-schema';
import { callable } from './callable';

/**
 * The createCertificate callable: /founders/new sends the form's values, the
 * function checks them with the form's own rules (validateCertificate in
 * certificates/certificate-schema.ts) and answers with the certificate. Also
 * the refusals the form treats specially. See creation-policy.ts for who may
 * call it.
 */
export type CreateCertificateRequest = CertificateFormValues;

export interface CreateCertificateResponse {
  id: string;
  member_number: number;
  /** True when this is the buyer's certificate from their purchase, handed back instead of a second one. */
  existing?: boolean;
}

export const CREATE_CERTIFICATE = callable<CreateCertificateRequest, CreateCertificateResponse>('createCertificate', {
  replayProtected: true,
});

/** `details.reason` of the refusal for a caller without a purchase: the form then offers the checkout. */
export const NOT_A_BUYER = 'not-a-buyer';

export const CREATE_REFUSALS = {
  memberNumberForCrewOnly:
    'Member numbers are given out in order, so leave Member Number blank to get the next available one. Only the crew can choose a number.',
} as const;

export function notABuyerMessage(email: string | null): string {
  const whom = email ? `for ${email}` : 'for your account';
  return (
    `Certificates are for Founding Floaters: we could not find a purchase ${whom}. ` +
    'If you bought with another email address, sign in with that one; otherwise become a Founding Floater and your certificate is made for you.'
  );
}
