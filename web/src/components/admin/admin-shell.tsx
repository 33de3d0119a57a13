import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { signOut } from 'firebase/auth';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { PageMeta } from '@/components/seo/page-meta';
import { SITE } from '@/config/site';
import { AdminGuard } from './admin-guard';
import { SHADES } from '@shared/brand';
import { ADMIN_PATHS } from '@/config/admin-paths';
import { PUBLIC_ROUTES } from '@shared/paths';

interface AdminShellProps {
  title: string;
  /** Where the back button leads; none on the dashboard itself. */
  back?: { to: string; label: string };
  /** Buttons shown beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Guard, top bar and page heading shared by every /admin screen. */
export function AdminShell(props: AdminShellProps) {
  return (
    <AdminGuard>
      <AdminFrame {...props} />
    </AdminGuard>
  );
}

function AdminFrame({ title, back, actions, children }: AdminShellProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: SHADES.cloud }}>
      <PageMeta title={title} description={`${title} — ${SITE.name} admin`} noindex />
      <AppBar position="static" elevation={0} color="primary">
        <Toolbar sx={{ gap: 2 }}>
          <Typography
            component={RouterLink}
            to={ADMIN_PATHS.dashboard}
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800, flexGrow: 1, whiteSpace: 'nowrap' }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {SITE.name}{' '}
            </Box>
            Admin
          </Typography>
          <Button color="inherit" component={RouterLink} to={PUBLIC_ROUTES.home} sx={{ whiteSpace: 'nowrap' }}>
            View site
          </Button>
          <Button color="inherit" sx={{ whiteSpace: 'nowrap' }} onClick={() => signOut(auth).then(() => navigate(PUBLIC_ROUTES.home))}>
            Sign out
          </Button>
        </Toolbar>
      </AppBar>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {back && (
          <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
            {back.label}
          </Button>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 4, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {title}
          </Typography>
          {actions && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {actions}
            </Stack>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
