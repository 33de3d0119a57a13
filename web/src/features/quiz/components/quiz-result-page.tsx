import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function QuizResultPage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Your Result" description="Your Result — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Your Result</Typography>
    </Container>
  );
}
