import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function WebhooksPage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Webhook Events" description="Webhook Events — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Webhook Events</Typography>
    </Container>
  );
}
