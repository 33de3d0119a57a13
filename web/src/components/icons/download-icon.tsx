import { createSvgIcon } from '@mui/material/utils';

// Material Icons' Download (Google, Apache License 2.0), drawn as @mui/icons-material draws it (docs/architecture.md, "Icons").
export const DownloadIcon = createSvgIcon(<path d="M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z" />, 'Download');
