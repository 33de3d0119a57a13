import { doc } from 'firebase/firestore';
import { useEffect } from 'react';
import { useFirestore, useFirestoreDoc } from 'reactfire';
import { PageLoading } from '@/components/feedback/page-loading';
import { FirebaseProviders } from '@/components/firebase/firebase-providers';
import type { PublicCertificate as Certificate } from '@shared/certificates/public-certificate';
import { CertificateNotFound, CertificateView } from './certificate-view';
import { COLLECTIONS } from '@shared/collections';

/** A certificate the server did not send (reached by a link inside the app): read from Firestore. */
export default function LiveCertificate({ id }: { id: string }) {
  return (
    <FirebaseProviders>
      <CertificateLoader id={id} />
    </FirebaseProviders>
  );
}

function CertificateLoader({ id }: { id: string }) {
  const firestore = useFirestore();
  const { status, data: snap, error } = useFirestoreDoc(doc(firestore, COLLECTIONS.certificates, id));
  useEffect(() => {
    if (error) console.error('Certificate could not be loaded', error);
  }, [error]);
  if (status === 'loading') return <PageLoading label="Loading certificate..." />;
  if (status === 'error' || !snap?.exists()) return <CertificateNotFound />;
  return <CertificateView certificate={{ ...(snap.data() as Omit<Certificate, 'id'>), id }} />;
}
