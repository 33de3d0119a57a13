import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function QuizPage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="How Cleveland Are You, Really?" description="How Cleveland Are You, Really? — Cleveland Floaters" />
      <Typography variant="h1" component="h1">How Cleveland Are You, Really?</Typography>
    </Container>
  );
}
