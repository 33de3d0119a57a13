import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function JoinPage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Join the Crew" description="Join the Crew — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Join the Crew</Typography>
    </Container>
  );
}
