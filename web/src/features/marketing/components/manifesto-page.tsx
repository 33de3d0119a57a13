import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function ManifestoPage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="The Floaters Brief" description="The Floaters Brief — Cleveland Floaters" />
      <Typography variant="h1" component="h1">The Floaters Brief</Typography>
    </Container>
  );
}
