import Box from '@mui/material/Box';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface HeroColumnsProps {
  maxWidth: number;
  /** The picture's column, beside the words from `wideFrom` up and under them below it. */
  aside?: ReactNode;
  asideWidth: number;
  wideFrom: Breakpoint;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A hero's words and its picture: side by side on a wide screen, the words first on a phone. */
export function HeroColumns({ maxWidth, aside, asideWidth, wideFrom, sx, children }: HeroColumnsProps) {
  return (
    <Box
      sx={[
        {
          maxWidth,
          mx: 'auto',
          px: { xs: 2.5, sm: 4 },
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', [wideFrom]: aside ? `minmax(0, 1fr) ${asideWidth}px` : '1fr' },
          columnGap: 6,
          rowGap: 4,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ minWidth: 0 }}>{children}</Box>
      {aside}
    </Box>
  );
}
