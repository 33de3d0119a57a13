import { CloseIcon } from '@/components/icons/close-icon';
import { MenuIcon } from '@/components/icons/menu-icon';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ADMIN_SCREEN_GROUPS, ADMIN_SCREENS, type AdminScreen } from '@/config/admin-paths';

/** The side navigation's width on desktop; the page's content starts beside it. */
export const ADMIN_NAV_WIDTH = 248;

function ScreenLinks({ current, onNavigate }: { current: AdminScreen | undefined; onNavigate?: () => void }) {
  return (
    <>
      {ADMIN_SCREEN_GROUPS.map((group) => (
        <List
          key={group.name}
          dense
          aria-label={group.name}
          subheader={
            <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.5, fontWeight: 700 }}>
              {group.name}
            </ListSubheader>
          }
          sx={{ py: 0.5 }}
        >
          {group.screens.map((screen) => {
            const here = screen === current;
            return (
              <li key={screen.path}>
                <ListItemButton
                  component={RouterLink}
                  to={screen.path}
                  selected={here}
                  aria-current={here ? 'page' : undefined}
                  onClick={onNavigate}
                  sx={{ borderRadius: 1, mx: 1 }}
                >
                  <ListItemText primary={screen.label} slotProps={{ primary: { sx: { fontWeight: here ? 700 : 500 } } }} />
                </ListItemButton>
              </li>
            );
          })}
        </List>
      ))}
    </>
  );
}

/** Every admin screen, the current one marked: always beside the page on desktop. */
export function AdminSideNav({ current }: { current: AdminScreen | undefined }) {
  return (
    <Box
      component="nav"
      aria-label="Admin screens"
      sx={{
        display: { xs: 'none', md: 'block' },
        width: ADMIN_NAV_WIDTH,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        py: 2,
      }}
    >
      <ScreenLinks current={current} />
    </Box>
  );
}

/** The same list on a phone, behind a Menu button in the top bar; choosing a screen closes it. */
export function AdminMenuButton({ current }: { current: AdminScreen | undefined }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        aria-label="Admin menu"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        sx={{ display: { md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        open={open}
        onClose={close}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 'min(300px, 85vw)' } } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5 }}>
          <Typography id={titleId} sx={{ fontWeight: 800 }}>
            Admin screens
          </Typography>
          <IconButton aria-label="Close menu" onClick={close} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box component="nav" aria-label="Admin screens" sx={{ pb: 2 }}>
          <ScreenLinks current={current} onNavigate={close} />
        </Box>
      </Drawer>
    </>
  );
}

/** The screen at this address, if it is one of the admin's. */
export function useCurrentAdminScreen(): AdminScreen | undefined {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ADMIN_SCREENS.find((s) => s.path === path);
}
