import { createSvgIcon } from '@mui/material/utils';

// Material Icons' Send (Google, Apache License 2.0), drawn as @mui/icons-material draws it (docs/architecture.md, "Icons").
export const SendIcon = createSvgIcon(<path d="M2.01 21 23 12 2.01 3 2 10l15 2-15 2z" />, 'Send');
