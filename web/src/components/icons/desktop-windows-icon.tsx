import { createSvgIcon } from '@mui/material/utils';

// Material Icons' DesktopWindows (Google, Apache License 2.0), drawn as @mui/icons-material draws it (docs/architecture.md, "Icons").
export const DesktopWindowsIcon = createSvgIcon(
  <path d="M20 3H4c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h6v2H8v2h8v-2h-2v-2h6c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2" />,
  'DesktopWindows',
);
