import { SITE } from '@/config/site';
import type { PublicCertificate } from '@shared/certificates/public-certificate';

/** What the share sheet says with a certificate's link. */
export const certificateShareText = (c: Pick<PublicCertificate, 'member_number'>) =>
  `I'm Founding Floater #${c.member_number} of ${SITE.name}! 🚢`;

/** Marks the certificate itself (CertificateDocument), the element its picture is drawn from. */
export const CERTIFICATE_DOCUMENT_ATTRIBUTE = 'data-certificate-document';
