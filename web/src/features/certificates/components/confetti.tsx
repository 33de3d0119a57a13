import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { islandRef, ISLAND_ATTRIBUTE } from '@/lib/islands';
import { attachConfetti, CONFETTI_ANIMATION_MS } from './confetti-fall';

// Each square's start and end are its own (confetti-fall.ts); the animation, its length and its timing are shared.
const fall = keyframes`
  from { transform: var(--from); opacity: 1; }
  to { transform: var(--to); opacity: 0.9; }
`;

const confettiRef = islandRef(attachConfetti);

/**
 * Where the confetti falls: an empty element in the server's markup, filled by its island (app/islands.ts). Its
 * animation is in the page's CSS from the start: a stylesheet added as the squares arrive would restyle the whole page.
 */
export function Confetti() {
  return (
    <Box
      data-print="hide"
      {...{ [ISLAND_ATTRIBUTE]: 'confetti' }}
      ref={confettiRef}
      sx={{ '& > div > div': { position: 'absolute', top: 0, animation: `${fall} ${CONFETTI_ANIMATION_MS}ms linear both` } }}
    />
  );
}
