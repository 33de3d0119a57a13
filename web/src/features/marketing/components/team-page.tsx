import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function TeamPage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="The Admiral's Letter" description="The Admiral's Letter — Cleveland Floaters" />
      <Typography variant="h1" component="h1">The Admiral's Letter</Typography>
    </Container>
  );
}
