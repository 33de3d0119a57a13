import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function CertificatePage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Certificate" description="Certificate — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Certificate</Typography>
    </Container>
  );
}
