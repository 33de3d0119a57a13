import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function SubscribersPage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Subscribers" description="Subscribers — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Subscribers</Typography>
    </Container>
  );
}
