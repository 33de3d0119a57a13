import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoading } from '@/components/feedback/page-loading';
import { usePageData } from '@/lib/page-data';
import { isPlausibleCertificateId } from '@shared/certificates/public-certificate';
import { CertificateNotFound, CertificateView } from './certificate-view';

// Only for certificates the server did not render (a link followed inside the app): it brings Firestore.
const LiveCertificate = lazy(() => import('./live-certificate'));

/**
 * A shared link lands on HTML the server rendered from the certificate, with
 * the same fields as a JSON payload: the page paints from those, with no
 * Firebase SDK on its critical path.
 */
export default function CertificatePage() {
  const { id } = useParams();
  const served = usePageData().certificate;
  if (!isPlausibleCertificateId(id)) return <CertificateNotFound />;
  if (served?.id === id) return served.found ? <CertificateView certificate={served.found} /> : <CertificateNotFound />;
  return (
    <Suspense fallback={<PageLoading label="Loading certificate..." />}>
      <LiveCertificate id={id} />
    </Suspense>
  );
}
