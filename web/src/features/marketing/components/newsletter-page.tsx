import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function NewsletterPage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Newsletter" description="Newsletter — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Newsletter</Typography>
    </Container>
  );
}
