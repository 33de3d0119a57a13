import { createSvgIcon } from '@mui/material/utils';

// Material Icons' ConfirmationNumber (Google, Apache License 2.0), drawn as @mui/icons-material draws it (docs/architecture.md, "Icons").
export const ConfirmationNumberIcon = createSvgIcon(
  <path d="M22 10V6c0-1.11-.9-2-2-2H4c-1.1 0-1.99.89-1.99 2v4c1.1 0 1.99.9 1.99 2s-.89 2-2 2v4c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2v-4c-1.1 0-2-.9-2-2s.9-2 2-2m-9 7.5h-2v-2h2zm0-4.5h-2v-2h2zm0-4.5h-2v-2h2z" />,
  'ConfirmationNumber',
);
