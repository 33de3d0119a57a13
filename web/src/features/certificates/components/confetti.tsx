import Box from '@mui/material/Box';
import { islandRef, ISLAND_ATTRIBUTE } from '@/lib/islands';
import { attachConfetti } from './confetti-fall';

const confettiRef = islandRef(attachConfetti);

/** Where the confetti falls: an empty element in the server's markup, filled by its island (app/islands.ts). */
export function Confetti() {
  return <Box data-print="hide" {...{ [ISLAND_ATTRIBUTE]: 'confetti' }} ref={confettiRef} />;
}
