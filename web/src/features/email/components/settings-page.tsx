import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function SettingsPage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Email Settings" description="Email Settings — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Email Settings</Typography>
    </Container>
  );
}
