import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no route for ${pathname}`);
  }, [pathname]);
  return (
    <Container sx={{ py: 16, textAlign: 'center' }}>
      <PageMeta title="Page not found" description="That page drifted off. Head back to the dock." noindex />
      <Typography variant="h1" component="h1">404</Typography>
      <Typography variant="h5" component="p" sx={{ my: 2 }}>Oops! Page not found</Typography>
      <Button component={RouterLink} to="/" variant="contained">Return to Home</Button>
    </Container>
  );
}
