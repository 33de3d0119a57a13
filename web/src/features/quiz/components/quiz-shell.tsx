import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '@/components/layout/brand-mark';
import { SITE } from '@/config/site';
import { BRAND, SHADES } from '@shared/brand';
import { PUBLIC_ROUTES } from '@shared/paths';

/** The quiz runs full screen without the site header; this keeps a way home and the brand in view. */
export function QuizShell({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        color: SHADES.white,
        background: `linear-gradient(165deg, ${BRAND.lakeNavy} 0%, ${SHADES.deepLake} 60%, ${SHADES.lakeDepth} 100%)`,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Box component="header" sx={{ px: { xs: 2, sm: 4 }, py: 2 }}>
        <Box
          component={RouterLink}
          to={PUBLIC_ROUTES.home}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            color: SHADES.white,
            fontWeight: 800,
            textDecoration: 'none',
            borderRadius: 2,
            '&:focus-visible': { outline: `3px solid ${BRAND.gold}`, outlineOffset: 2 },
          }}
        >
          <BrandMark size={32} />
          {SITE.name}
        </Box>
      </Box>
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'center',
          px: 2,
          pb: 6,
          pt: { xs: 2, sm: 0 },
        }}
      >
        <Box
          sx={{
            width: '100%',
            maxWidth: 680,
            bgcolor: SHADES.white,
            color: 'text.primary',
            borderRadius: 5,
            p: { xs: 3, sm: 5 },
            boxShadow: '0 20px 60px rgba(0,0,0,0.3)',
          }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}
