import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BRAND, SHADES } from '@shared/brand';

interface PageHeroProps {
  kicker: string;
  title: string;
  children?: ReactNode;
}

/** The navy title band at the top of the inner marketing pages. */
export function PageHero({ kicker, title, children }: PageHeroProps) {
  return (
    <Box
      component="section"
      sx={{
        color: SHADES.white,
        background: `linear-gradient(170deg, ${BRAND.lakeNavy} 0%, ${SHADES.deepLake} 100%)`,
        py: { xs: 6, md: 9 },
      }}
    >
      <Box sx={{ maxWidth: 1000, mx: 'auto', px: { xs: 2.5, sm: 4 } }}>
        <Box
          component="p"
          sx={{
            m: 0,
            mb: 1.5,
            color: BRAND.gold,
            fontWeight: 800,
            letterSpacing: '0.12em',
            textTransform: 'uppercase',
            fontSize: '0.9rem',
          }}
        >
          {kicker}
        </Box>
        <Typography variant="h1">{title}</Typography>
        {children && (
          <Box sx={{ fontSize: { xs: '1.1rem', md: '1.3rem' }, mt: 2.5, maxWidth: 760, color: 'rgba(255,255,255,0.92)', '& p': { m: 0 } }}>
            {children}
          </Box>
        )}
      </Box>
    </Box>
  );
}
