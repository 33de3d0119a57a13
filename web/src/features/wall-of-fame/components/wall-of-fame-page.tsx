import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function WallOfFamePage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="The Founding Floaters Wall of Fame" description="The Founding Floaters Wall of Fame — Cleveland Floaters" />
      <Typography variant="h1" component="h1">The Founding Floaters Wall of Fame</Typography>
    </Container>
  );
}
