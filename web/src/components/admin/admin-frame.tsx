import { ArrowBackIcon } from '@/components/icons/arrow-back-icon';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';
import { SITE } from '@/config/site';
import { AdminMenuButton, AdminSideNav, useCurrentAdminScreen } from './admin-nav';
import { SHADES } from '@shared/brand';
import { ADMIN_PATHS, ADMIN_SCREENS } from '@/config/admin-paths';
import { PUBLIC_ROUTES } from '@shared/paths';

export interface AdminFrameProps {
  title: string;
  /** Buttons shown beside the title. */
  actions?: ReactNode;
  /** A form under a listed screen (a sailing's, under Sailings): its back link leads there. */
  parentPath?: string;
  children: ReactNode;
  /** Absent before the Firebase SDK has loaded: Sign out is shown, unavailable. */
  onSignOut?: () => void;
}

/**
 * The shell without Firebase: what a screen shows before the SDK has loaded (the dashboard's last figures), with
 * Sign out unavailable until then.
 */
export function AdminFrame({ title, actions, parentPath, children, onSignOut }: AdminFrameProps) {
  const current = useCurrentAdminScreen();
  // One convention: a screen that belongs under another (ADMIN_SCREEN_GROUPS) links back to it; the navigation reaches the rest.
  const parent = ADMIN_SCREENS.find((s) => s.path === (parentPath ?? current?.parent));
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: SHADES.cloud, display: 'flex', flexDirection: 'column' }}>
      <PageMeta title={title} description={`${title} — ${SITE.name} admin`} noindex />
      <AppBar position="static" elevation={0} color="primary">
        <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
          <AdminMenuButton current={current} />
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
          <Button color="inherit" sx={{ whiteSpace: 'nowrap' }} disabled={!onSignOut} onClick={onSignOut}>
            Sign out
          </Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', flexGrow: 1, minWidth: 0 }}>
        <AdminSideNav current={current} />
        {/* Not a second <main>: the site layout's is already around every admin screen. */}
        <Box sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 5 }, py: { xs: 3, md: 5 } }}>
          <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
            {parent && (
              <Button component={RouterLink} to={parent.path} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
                Back to {parent.label}
              </Button>
            )}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ mb: 4, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Typography variant="h4" component="h1" sx={{ fontWeight: 800, overflowWrap: 'break-word' }}>
                {title}
              </Typography>
              {actions && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {actions}
                </Stack>
              )}
            </Stack>
            {children}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
