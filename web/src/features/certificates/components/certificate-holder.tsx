import { useEffect, type RefObject } from 'react';
import { useUser } from 'reactfire';
import { FirebaseProviders } from '@/components/firebase/firebase-providers';
import type { PublicCertificate as Certificate } from '@shared/certificates/public-certificate';
import { useCertificateUpload } from '../hooks/use-certificate-upload';

interface CertificateHolderProps {
  certificate: Certificate;
  element: RefObject<HTMLElement | null>;
  /** Told whether the signed-in member is the certificate's holder, once the Auth SDK knows, and again as that changes. */
  onHolder: (holder: boolean) => void;
}

/**
 * The holder's part of the certificate page: who is signed in, and the picture of the certificate the holder's
 * browser stores. Loaded after the page is up, it brings the Firebase SDKs with it.
 */
export default function CertificateHolder(props: CertificateHolderProps) {
  return (
    <FirebaseProviders>
      <Holder {...props} />
    </FirebaseProviders>
  );
}

function Holder({ certificate, element, onHolder }: CertificateHolderProps) {
  const { data: user } = useUser();
  const holder = !!user && !!certificate.user_id && user.uid === certificate.user_id;
  useEffect(() => onHolder(holder), [holder, onHolder]);
  useCertificateUpload(certificate, element);
  return null;
}
