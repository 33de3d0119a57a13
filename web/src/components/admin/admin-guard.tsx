import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { PageLoading } from '@/components/feedback/page-loading';
import { PageMeta } from '@/components/seo/page-meta';
import { ADMIN_CLAIMS } from '@shared/admin-claims';
import { PUBLIC_ROUTES, signInPath } from '@shared/paths';

/**
 * Every /admin screen renders inside this. The rules and functions enforce
 * the admin claim; this only keeps visitors from staring at empty screens. `waiting` is what the screen shows while
 * the claim is checked (a spinner unless the screen has something better).
 */
export function AdminGuard({ children, waiting }: { children: ReactNode; waiting?: ReactNode }) {
  const { pathname, search } = useLocation();
  const { status, data } = useSigninCheck({ requiredClaims: ADMIN_CLAIMS });
  if (status === 'loading') return waiting ?? <PageLoading label="Checking your access..." />;
  if (!data?.signedIn) return <Navigate to={signInPath(pathname + search)} replace />;
  if (!data.hasRequiredClaims) return <NotAuthorised />;
  return <>{children}</>;
}

function NotAuthorised() {
  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <PageMeta title="Not authorised" description="This page is for Cleveland Floaters admins." noindex />
      <Typography variant="h4" component="h1" gutterBottom>
        Not authorised
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        This area is for Cleveland Floaters admins. If you should have access, ask the owner to grant it, confirm your email address, then
        sign out and in again.
      </Typography>
      <Button component={RouterLink} to={PUBLIC_ROUTES.home} variant="contained">
        Back to the home page
      </Button>
    </Container>
  );
}
