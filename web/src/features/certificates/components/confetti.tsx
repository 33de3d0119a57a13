import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { islandRef, ISLAND_ATTRIBUTE } from '@/lib/islands';
import { attachConfetti } from './confetti-fall';

const fall = keyframes`
  from { transform: translateY(-10vh) rotate(0deg); opacity: 1; }
  to { transform: translateY(105vh) rotate(540deg); opacity: 0.9; }
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
      sx={{ '& > div > div': { position: 'absolute', top: 0, animation: `${fall} linear both` } }}
    />
  );
}
