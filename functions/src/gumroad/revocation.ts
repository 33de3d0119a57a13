import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import type { SubscriberStatus } from '../shared/subscribers';
import type { Revocation } from './ping';

/**
 * `revoked_certificates/{id}` is the certificate as it was plus what its revocation took, so a won dispute can give
 * back exactly that (restore-sale.ts). These fields are the revocation's; everything else is the certificate's.
 */
const REVOCATION_FIELDS = ['revoked_at', 'revoked_reason', 'sale_id', 'subscriber_status_before'] as const;

/** The revoked copy of a certificate: `subscriber_status_before` is the status the revocation changed, null when it changed none. */
export function revokedCertificate(
  certificate: DocumentData,
  by: Revocation,
  saleId: string,
  statusBefore: SubscriberStatus | null,
): DocumentData {
  return {
    ...certificate,
    revoked_at: FieldValue.serverTimestamp(),
    revoked_reason: by,
    sale_id: saleId,
    subscriber_status_before: statusBefore,
  };
}

/** The certificate a revoked copy was made from. */
export function certificateFromRevoked(revoked: DocumentData): DocumentData {
  const certificate = { ...revoked };
  for (const field of REVOCATION_FIELDS) delete certificate[field];
  return certificate;
}

/**
 * A won dispute gives the subscriber back the status its revocation took, while the address still has the one the
 * revocation left (an unsubscribe or bounce since then stays). Revocations recorded before the field existed
 * (undefined) could only have turned an active member inactive.
 */
export function statusAfterDisputeWon(
  current: SubscriberStatus | undefined,
  takenBack: SubscriberStatus | null | undefined,
): SubscriberStatus | undefined {
  if (current !== 'inactive') return current;
  return takenBack === undefined ? 'active' : (takenBack ?? current);
}
