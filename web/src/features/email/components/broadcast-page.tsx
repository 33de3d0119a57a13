import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function BroadcastPage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Compose Broadcast" description="Compose Broadcast — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Compose Broadcast</Typography>
    </Container>
  );
}
