import { createSvgIcon } from '@mui/material/utils';

// Material Icons' HorizontalRule (Google, Apache License 2.0), drawn as @mui/icons-material draws it (docs/architecture.md, "Icons").
export const HorizontalRuleIcon = createSvgIcon(<path d="M4 11h16v2H4z" />, 'HorizontalRule');
