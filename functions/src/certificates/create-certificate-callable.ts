import { onCall } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { hasAdminClaims } from '../shared/admin-claims';
import { createCertificateFor } from './create-certificate';

/** /founders/new calls this with { fullName, memberNumber?, city, issueDate } and gets { id, member_number, existing? }. */
export const createCertificate = onCall({ region: REGION, concurrency: 80 }, (request) => {
  const token = request.auth?.token;
  return createCertificateFor(
    request.auth && token
      ? { uid: request.auth.uid, email: token.email ?? null, emailVerified: token.email_verified === true, admin: hasAdminClaims(token) }
      : null,
    request.data,
  );
});
