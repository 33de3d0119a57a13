import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function TemplatesPage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Welcome Email Template" description="Welcome Email Template — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Welcome Email Template</Typography>
    </Container>
  );
}
