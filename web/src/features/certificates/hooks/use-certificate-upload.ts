import { useEffect, type RefObject } from 'react';
import { useStorage, useUser } from 'reactfire';
import { CERTIFICATE_RENDER_DELAY_MS, certificatePng } from '../api/certificate-image';
import { missingCertificateImages, uploadCertificatePng } from '../api/certificate-storage';
import type { PublicCertificate as Certificate } from '@shared/certificates/public-certificate';

/**
 * 1.5 s after the certificate shows (fonts and layout settled), its owner's
 * browser stores a picture of it, once: a picture already stored stays.
 * Everyone else, and every failure, only logs: the page itself never depends
 * on the upload.
 */
export function useCertificateUpload(certificate: Certificate | null, element: RefObject<HTMLElement | null>): void {
  const storage = useStorage();
  const { data: user } = useUser();
  const uid = user?.uid ?? null;
  const id = certificate?.id;
  const owner = certificate?.user_id;
  useEffect(() => {
    if (!id) return;
    const timer = window.setTimeout(async () => {
      if (!uid) return console.info('Certificate image not uploaded: the user must be authenticated.');
      if (uid !== owner) return console.info('Certificate image not uploaded: only the certificate owner stores it.');
      try {
        const missing = await missingCertificateImages(storage, uid, id);
        if (!missing.length || !element.current) return;
        await uploadCertificatePng(storage, missing, await certificatePng(element.current));
      } catch (err) {
        console.error('Certificate image upload failed', err);
      }
    }, CERTIFICATE_RENDER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [id, owner, uid, storage, element]);
}
