import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { BRAND } from '@shared/brand';

/**
 * The gold line above a hero's title; the home hero leaves a little more room under it.
 * A module of its own so the home page, loaded up front, does not bring the inner pages' hero band with it.
 */
export function HeroKicker({ children, gap = 1.5 }: { children: ReactNode; gap?: number }) {
  return (
    <Box
      component="p"
      sx={{
        m: 0,
        mb: gap,
        color: BRAND.gold,
        fontWeight: 800,
        letterSpacing: '0.12em',
        textTransform: 'uppercase',
        fontSize: '0.9rem',
      }}
    >
      {children}
    </Box>
  );
}
