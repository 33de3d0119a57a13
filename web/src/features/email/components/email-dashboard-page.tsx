import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function EmailDashboardPage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Email Dashboard" description="Email Dashboard — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Email Dashboard</Typography>
    </Container>
  );
}
