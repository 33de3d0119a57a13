import { createSvgIcon } from '@mui/material/utils';

// Material Icons' ArrowUpward (Google, Apache License 2.0), drawn as @mui/icons-material draws it (docs/architecture.md, "Icons").
export const ArrowUpwardIcon = createSvgIcon(<path d="m4 12 1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8z" />, 'ArrowUpward');
