import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { PageLoading } from '@/components/feedback/page-loading';
import { PageMeta } from '@/components/seo/page-meta';
import { hasCrewAccess } from '@shared/admin-claims';
import { PUBLIC_ROUTES, signInPath } from '@shared/paths';

/** The dock crew's screens render inside this: crew and admins only. checkInTickets and the rules enforce it. */
export function CrewGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { status, data } = useSigninCheck({
    validateCustomClaims: (claims) => ({ hasRequiredClaims: hasCrewAccess(claims), errors: {} }),
  });
  if (status === 'loading') return <PageLoading label="Checking your access..." />;
  if (!data?.signedIn) return <Navigate to={signInPath(pathname + search)} replace />;
  if (!data.hasRequiredClaims) return <CrewOnly />;
  return <>{children}</>;
}

function CrewOnly() {
  return (
    <Container maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <PageMeta title="Crew only" description="Check-in at the dock is for the Cleveland Floaters crew." noindex />
      <Typography variant="h4" component="h1" gutterBottom>
        Crew only
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Checking tickets in at the dock is for the boat&apos;s crew. If you are crew, ask the owner to add you, confirm your email
        address, then sign out and in again. Your own ticket is on its page, from the link in your ticket email.
      </Typography>
      <Button component={RouterLink} to={PUBLIC_ROUTES.home} variant="contained">
        Back to the home page
      </Button>
    </Container>
  );
}
