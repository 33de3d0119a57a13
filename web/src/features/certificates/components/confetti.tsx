import Box from '@mui/material/Box';
import { islandRef } from '@/islands/island';
import { attachConfetti } from './confetti-fall';

const confettiRef = islandRef(attachConfetti);

/** Where the confetti falls: an empty element that starts it as it mounts, and ends it as it goes. */
export function Confetti() {
  return <Box data-print="hide" ref={confettiRef} />;
}

/** Per certificate, in this browser: its holder has seen the confetti. */
const celebratedKey = (id: string) => `floaters_celebrated_${id}`;

/**
 * Whether the holder's view of certificate `id` is the first in this browser, marking it seen: the confetti
 * celebrates a new certificate once, not every visit. Storage refused, it stays away rather than play every time.
 */
export function firstCelebration(id: string): boolean {
  try {
    if (localStorage.getItem(celebratedKey(id))) return false;
    localStorage.setItem(celebratedKey(id), '1');
    return true;
  } catch {
    return false;
  }
}
