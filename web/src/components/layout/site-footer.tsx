import Box from '@mui/material/Box';
import { SITE } from '@/config/site';

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ py: 4, textAlign: 'center', bgcolor: 'primary.main', color: 'common.white' }}>
      © {new Date().getFullYear()} {SITE.name}
    </Box>
  );
}
