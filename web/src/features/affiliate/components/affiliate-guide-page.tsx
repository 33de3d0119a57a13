import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function AffiliateGuidePage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Affiliate Partner Guide" description="Affiliate Partner Guide — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Affiliate Partner Guide</Typography>
    </Container>
  );
}
