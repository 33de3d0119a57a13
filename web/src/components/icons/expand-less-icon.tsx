import { createSvgIcon } from '@mui/material/utils';

// Material Icons' ExpandLess (Google, Apache License 2.0), drawn as @mui/icons-material draws it (docs/architecture.md, "Icons").
export const ExpandLessIcon = createSvgIcon(<path d="m12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z" />, 'ExpandLess');
