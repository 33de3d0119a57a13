import { createSvgIcon } from '@mui/material/utils';

// Material Icons' ExpandMore (Google, Apache License 2.0), drawn as @mui/icons-material draws it (docs/architecture.md, "Icons").
export const ExpandMoreIcon = createSvgIcon(<path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />, 'ExpandMore');
