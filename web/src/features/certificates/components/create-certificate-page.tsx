import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function CreateCertificatePage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Create Certificate" description="Create Certificate — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Create Certificate</Typography>
    </Container>
  );
}
