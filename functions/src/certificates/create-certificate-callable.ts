import { onCall } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { createCertificateFor } from './create-certificate';

/** /founders/new calls this with { fullName, memberNumber?, city, issueDate } and gets { id, member_number }. */
export const createCertificate = onCall({ region: REGION, concurrency: 80 }, (request) =>
  createCertificateFor(
    request.auth ? { uid: request.auth.uid, emailVerified: request.auth.token.email_verified === true } : null,
    request.data,
  ),
);
