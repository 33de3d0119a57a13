import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router-dom';
import { SITE } from '@/config/site';

export function SiteHeader() {
  return (
    <AppBar position="fixed" color="primary">
      <Toolbar>
        <RouterLink to="/" style={{ color: 'inherit', fontWeight: 800, textDecoration: 'none' }}>
          {SITE.name}
        </RouterLink>
      </Toolbar>
    </AppBar>
  );
}
