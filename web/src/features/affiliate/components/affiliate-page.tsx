import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function AffiliatePage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Affiliate Program" description="Affiliate Program — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Affiliate Program</Typography>
    </Container>
  );
}
