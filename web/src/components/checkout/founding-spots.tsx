import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { FOUNDING_SPOTS_DEFAULT, soldOut, type FoundingSpots } from '@shared/membership/founding-spots';
import { SIGN_UP_PATH } from '@shared/paths';
import { ActionLink, type ActionTone } from '@/components/actions/action-link';
import { useFoundingSpots } from '@/hooks/use-founding-spots';

/** "All 100 founding spots are taken": what the "first 100" promise reads once it has happened. */
export const allTakenText = (spots: FoundingSpots) => `All ${spots.cap} founding spots are taken`;

function spotsText(spots: FoundingSpots | null): string {
  if (!spots) return `Only ${FOUNDING_SPOTS_DEFAULT} founding spots`;
  return soldOut(spots) ? allTakenText(spots) : `${spots.left} of ${spots.cap} founding spots left`;
}

/**
 * "37 of 100 founding spots left" beside a checkout. The prerendered page
 * holds the line with the general promise, so filling in the count after
 * load never moves anything: the text starts at the left of a box as wide as
 * the longest line, so in a centred block too the new words do not shift the
 * old ones. Without JavaScript the prerendered line stays.
 */
export function FoundingSpotsNote({ sx }: { sx?: SxProps<Theme> }) {
  const spots = useFoundingSpots();
  return (
    <Box
      component="p"
      data-founding-spots={spots ? (soldOut(spots) ? 'sold-out' : 'open') : 'unknown'}
      sx={[{ m: 0, minHeight: '1.5em', lineHeight: 1.5, fontWeight: 800 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box component="span" sx={{ display: 'inline-block', minWidth: '30ch', maxWidth: '100%', textAlign: 'left' }}>
        {spotsText(spots)}
      </Box>
    </Box>
  );
}

/** Shows `children` (copy that promises "the first 100") until the spots are gone, then `soldOut` or "All 100 founding spots are taken." */
export function UntilSoldOut({ children, soldOut: after }: { children: ReactNode; soldOut?: ReactNode }) {
  const spots = useFoundingSpots();
  if (!spots || !soldOut(spots)) return <>{children}</>;
  return <>{after ?? `${allTakenText(spots)}.`}</>;
}

/** Where every checkout button points once the founding spots are gone: the sign-up form, as the waitlist. */
export function WaitlistLink({ tone = 'sunset' }: { tone?: ActionTone }) {
  return (
    <ActionLink to={SIGN_UP_PATH} tone={tone} data-waitlist="">
      Join the waitlist
    </ActionLink>
  );
}

/** True once /api/spots has said there are none left. */
export function useSoldOut(): boolean {
  const spots = useFoundingSpots();
  return !!spots && soldOut(spots);
}
