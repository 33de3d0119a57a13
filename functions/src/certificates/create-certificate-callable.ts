import { onCall } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { hasAdminClaims } from '../shared/admin-claims';
import { CREATE_CERTIFICATE, type CreateCertificateResponse } from '../shared/contracts/create-certificate';
import { createCertificateFor } from './create-certificate';
import { SCALING } from '../scaling';
import { requireAppCheck } from '../lib/app-check';

/** /founders/new calls this with the form's values (CreateCertificateRequest). */
export const createCertificate = onCall(
  { region: REGION, ...SCALING.createCertificate, concurrency: 80, consumeAppCheckToken: CREATE_CERTIFICATE.replayProtected },
  (request): Promise<CreateCertificateResponse> => {
    requireAppCheck(request);
    const token = request.auth?.token;
    return createCertificateFor(
      request.auth && token
        ? { uid: request.auth.uid, email: token.email ?? null, emailVerified: token.email_verified === true, admin: hasAdminClaims(token) }
        : null,
      request.data,
    );
  },
);
