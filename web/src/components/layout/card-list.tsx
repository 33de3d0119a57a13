import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { SHADES } from '@shared/brand';

/** A page's own additions (a step counter, say) go after the shared look, so they win where they overlap. */
function withExtra(base: SxProps<Theme>, extra: SxProps<Theme> | undefined): SxProps<Theme> {
  return [base, ...(Array.isArray(extra) ? extra : [extra])];
}

interface CardListProps {
  /** Numbered steps are an ordered list; everything else is a plain one. */
  ordered?: boolean;
  /** Cards a row on a wide screen; a phone shows one, a tablet two. */
  wideColumns: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A list drawn as a grid of cards, on the marketing pages. */
export function CardList({ ordered = false, wideColumns, sx, children }: CardListProps) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      sx={withExtra(
        {
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: `repeat(${wideColumns}, 1fr)` },
        },
        sx,
      )}
    >
      {children}
    </Box>
  );
}

/** One card of a CardList. */
export function CardItem({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box component="li" sx={withExtra({ p: 3, borderRadius: 4, bgcolor: SHADES.mist, border: `1px solid ${SHADES.mistBorder}` }, sx)}>
      {children}
    </Box>
  );
}
