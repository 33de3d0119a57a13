import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { doc } from 'firebase/firestore';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useFirestore, useFirestoreDoc } from 'reactfire';
import { CheckoutLink } from '@/components/checkout/checkout-link';
import { PageLoading } from '@/components/feedback/page-loading';
import { PageMeta } from '@/components/seo/page-meta';
import { BRAND, MEMBERSHIP, SITE } from '@/config/site';
import { trackShareTap } from '@/lib/insights';
import { certificateShareDescription, certificateShareTitle } from '@shared/certificates/share-text';
import { isPlausibleCertificateId, type PublicCertificate as Certificate } from '@shared/certificates/public-certificate';
import { certificateImagePath, certificatePath } from '@shared/paths';
import { useCertificateUpload } from '../hooks/use-certificate-upload';
import { CertificateDocument } from './certificate-document';
import { Confetti } from './confetti';
import { ShareToolbar } from './share-toolbar';

const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@page': { size: 'letter', margin: '0.5in' },
      '@media print': {
        'header, footer, [data-print="hide"]': { display: 'none !important' },
        body: { background: '#FFFFFF' },
      },
    }}
  />
);

export default function CertificatePage() {
  const { id } = useParams();
  return isPlausibleCertificateId(id) ? <CertificateLoader id={id} /> : <CertificateNotFound />;
}

function CertificateLoader({ id }: { id: string }) {
  const firestore = useFirestore();
  const { status, data: snap, error } = useFirestoreDoc(doc(firestore, 'certificates', id));
  useEffect(() => {
    if (error) console.error('Certificate could not be loaded', error);
  }, [error]);
  if (status === 'loading') return <PageLoading label="Loading certificate..." />;
  if (status === 'error' || !snap?.exists()) return <CertificateNotFound />;
  return <CertificateView certificate={{ ...(snap.data() as Omit<Certificate, 'id'>), id }} />;
}

function CertificateView({ certificate }: { certificate: Certificate }) {
  const certificateRef = useRef<HTMLDivElement>(null);
  useCertificateUpload(certificate, certificateRef);
  const shareUrl = `${window.location.origin}${certificatePath(certificate.id)}`;
  return (
    <Box sx={{ bgcolor: '#F4EEDF', pb: 8, '@media print': { bgcolor: '#FFFFFF', p: 0 } }}>
      {PRINT_STYLES}
      <PageMeta
        title={certificateShareTitle(certificate)}
        description={certificateShareDescription(certificate)}
        image={certificateImagePath(certificate.id)}
      />
      <Confetti />
      <Box data-print="hide" sx={{ bgcolor: BRAND.lakeNavy, color: '#FFFFFF', textAlign: 'center', px: 2, py: 2.5 }}>
        <Typography sx={{ fontWeight: 700, mb: 1.5 }}>
          Want your own? Be one of the first {MEMBERSHIP.firstMembers} Founding Floaters.
        </Typography>
        <CheckoutLink>Join as a Founder for ${MEMBERSHIP.priceUsd}</CheckoutLink>
      </Box>
      <ShareToolbar
        certificate={certificate}
        shareUrl={shareUrl}
        certificateRef={certificateRef}
        onShare={(tap) => trackShareTap('certificate', tap)}
      />
      <Box sx={{ px: { xs: 1.5, sm: 3 }, pt: 4, '@media print': { p: 0 } }}>
        <CertificateDocument certificate={certificate} ref={certificateRef} />
        <Box data-print="hide" sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            Print Certificate
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

function CertificateNotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 10, md: 14 }, px: 2 }}>
      <PageMeta title="Certificate Not Found" description={`This ${SITE.name} certificate does not exist or is not public.`} noindex />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Certificate Not Found
      </Typography>
      <Typography sx={{ mt: 1.5, mb: 4 }}>The certificate you&apos;re looking for doesn&apos;t exist or is not public.</Typography>
      <CheckoutLink>Get Your Own Founding Floater Status for ${MEMBERSHIP.priceUsd}</CheckoutLink>
    </Box>
  );
}
