import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function AdminDashboardPage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Admin Dashboard" description="Admin Dashboard — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Admin Dashboard</Typography>
    </Container>
  );
}
