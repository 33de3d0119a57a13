import { createSvgIcon } from '@mui/material/utils';

// Material Icons' FormatItalic (Google, Apache License 2.0), drawn as @mui/icons-material draws it (docs/architecture.md, "Icons").
export const FormatItalicIcon = createSvgIcon(<path d="M10 4v3h2.21l-3.42 8H6v3h8v-3h-2.21l3.42-8H18V4z" />, 'FormatItalic');
