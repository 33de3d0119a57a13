import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageMeta } from '@/components/seo/page-meta';

export default function BookingPage() {
  return (
    <Container sx={{ py: 12 }}>
      <PageMeta title="Event Planners" description="Event Planners — Cleveland Floaters" />
      <Typography variant="h1" component="h1">Event Planners</Typography>
    </Container>
  );
}
