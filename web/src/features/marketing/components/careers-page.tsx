import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function CareersPage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="We're Hiring" description="We're Hiring — Cleveland Floaters" />
      <Typography variant="h1" component="h1">We're Hiring</Typography>
    </Container>
  );
}
