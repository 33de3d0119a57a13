import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { soldOut } from '@shared/membership/founding-spots';
import { useFoundingSpots } from '@/hooks/use-founding-spots';
import { ISLAND_ATTRIBUTE, islandRef } from '@/islands/island';
import { usePageData } from '@/lib/page-data';
import { attachFoundingSpotsNote, attachUntilSoldOut, spotsUnknownText } from './founding-spots-islands';

const noteRef = islandRef(attachFoundingSpotsNote);

/**
 * "37 of 100 founding spots left" beside a checkout (the `founding-spots` island). The served page says "Only 100
 * founding spots" in a box as wide as the longest line, aligned like the block's buttons, so filling in the count
 * moves nothing. Without JavaScript that line stays.
 */
export function FoundingSpotsNote({ sx }: { sx?: SxProps<Theme> }) {
  const cap = usePageData().foundingCap ?? null;
  return (
    <Box
      component="p"
      ref={noteRef}
      {...{ [ISLAND_ATTRIBUTE]: 'founding-spots' }}
      data-founding-spots="unknown"
      sx={[{ m: 0, minHeight: '1.5em', lineHeight: 1.5, fontWeight: 800 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box component="span" data-spots-text="" sx={{ display: 'inline-block', minWidth: 'min(30ch, 100%)', textAlign: 'inherit' }}>
        {spotsUnknownText(cap)}
      </Box>
    </Box>
  );
}

const untilRef = islandRef(attachUntilSoldOut);

/** Shows `children` (copy that promises "the first 100") until the spots are gone, then `soldOut` or "All 100 founding spots are taken." */
export function UntilSoldOut({ children, soldOut: after }: { children: ReactNode; soldOut?: ReactNode }) {
  return (
    <span ref={untilRef} {...{ [ISLAND_ATTRIBUTE]: 'until-sold-out' }}>
      <span data-when="open">{children}</span>
      <span data-when="sold-out" hidden>
        {after}
      </span>
    </span>
  );
}

/** True once /api/spots has said there are none left. */
export function useSoldOut(): boolean {
  const spots = useFoundingSpots();
  return !!spots && soldOut(spots);
}
