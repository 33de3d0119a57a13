import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function HomePage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Cleveland Floaters" description="Cleveland Floaters — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Cleveland Floaters</Typography>
    </Container>
  );
}
