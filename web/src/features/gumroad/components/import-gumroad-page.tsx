import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function ImportGumroadPage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Import Gumroad Orders" description="Import Gumroad Orders — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Import Gumroad Orders</Typography>
    </Container>
  );
}
