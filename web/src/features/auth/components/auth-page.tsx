import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function AuthPage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Welcome Back" description="Welcome Back — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Welcome Back</Typography>
    </Container>
  );
}
