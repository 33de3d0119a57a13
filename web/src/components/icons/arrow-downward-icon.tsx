import { createSvgIcon } from '@mui/material/utils';

// Material Icons' ArrowDownward (Google, Apache License 2.0), drawn as @mui/icons-material draws it (docs/architecture.md, "Icons").
export const ArrowDownwardIcon = createSvgIcon(<path d="m20 12-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8z" />, 'ArrowDownward');
