import { createSvgIcon } from '@mui/material/utils';

// Material Icons' Menu (Google, Apache License 2.0), drawn as @mui/icons-material draws it (docs/architecture.md, "Icons").
export const MenuIcon = createSvgIcon(<path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />, 'Menu');
