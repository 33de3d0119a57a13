import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function ThankYouPage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Thank You" description="Thank You — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Thank You</Typography>
    </Container>
  );
}
