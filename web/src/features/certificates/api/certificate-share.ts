import { SITE } from '@/config/site';
import type { PublicCertificate } from '@shared/certificates/public-certificate';

/**
 * What the share sheet and the tweet say with a certificate's link: the holder speaks in the first person; anyone
 * else shares someone else's certificate, so speaks of the holder.
 */
export const certificateShareText = (c: Pick<PublicCertificate, 'member_number' | 'full_name'>, holder: boolean) =>
  `${holder ? "I'm" : `${c.full_name} is`} Founding Floater #${c.member_number} of ${SITE.name}! 🚢`;

/** Marks the certificate itself (CertificateDocument), the element its picture is drawn from. */
export const CERTIFICATE_DOCUMENT_ATTRIBUTE = 'data-certificate-document';

/**
 * Marks the copy of the certificate its picture is drawn from (api/certificate-image.ts), laid out at
 * CERTIFICATE_PICTURE_WIDTH CSS pixels whatever the screen, in the wide layout: a landscape picture on a phone too.
 */
export const CERTIFICATE_PICTURE_ATTRIBUTE = 'data-certificate-picture';
