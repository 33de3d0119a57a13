import type { RefObject } from 'react';
import { FirebaseProviders } from '@/components/firebase/firebase-providers';
import type { PublicCertificate as Certificate } from '@shared/certificates/public-certificate';
import { useCertificateUpload } from '../hooks/use-certificate-upload';

interface CertificateUploadProps {
  certificate: Certificate;
  element: RefObject<HTMLElement | null>;
}

/** Stores the owner's picture of the certificate; loaded after the page is up, it brings the Firebase SDKs with it. */
export default function CertificateUpload(props: CertificateUploadProps) {
  return (
    <FirebaseProviders>
      <Upload {...props} />
    </FirebaseProviders>
  );
}

function Upload({ certificate, element }: CertificateUploadProps) {
  useCertificateUpload(certificate, element);
  return null;
}
