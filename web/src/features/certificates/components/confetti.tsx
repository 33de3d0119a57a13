import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useEffect, useState } from 'react';

import { useHydrated } from '@/hooks/use-hydrated';
import { BRAND } from '@shared/brand';

const PIECES = 50;
const LIFETIME_MS = 4000;
const COLOURS = [BRAND.lakeNavy, BRAND.erieBlue, BRAND.sunsetOrange, BRAND.gold];

const fall = keyframes`
  from { transform: translateY(-10vh) rotate(0deg); opacity: 1; }
  to { transform: translateY(105vh) rotate(540deg); opacity: 0.9; }
`;

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** 50 squares in the brand colours, 2–4 s falls starting within 0.5 s, gone after 4 s. */
export function Confetti() {
  // Random and fixed-position: drawn in the browser only, after the server's markup is adopted.
  return useHydrated() ? <ConfettiFall /> : null;
}

function ConfettiFall() {
  const [pieces] = useState(() =>
    reducedMotion()
      ? []
      : Array.from({ length: PIECES }, (_, i) => ({
          left: Math.random() * 100,
          delay: Math.random() * 0.5,
          duration: 2 + Math.random() * 2,
          size: 6 + Math.random() * 6,
          colour: COLOURS[i % COLOURS.length],
        })),
  );
  const [visible, setVisible] = useState(pieces.length > 0);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), LIFETIME_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <Box
      aria-hidden
      data-testid="confetti"
      sx={{
        position: 'fixed',
        inset: 0,
        pointerEvents: 'none',
        overflow: 'hidden',
        zIndex: 1400,
        '@media print': { display: 'none' },
        '& > div': { position: 'absolute', top: 0, animation: `${fall} 3s linear both` },
      }}
    >
      {/* One shared rule and per-piece inline values: fifty generated style rules would cost the page's first seconds. */}
      {pieces.map((p, i) => (
        <div
          key={i}
          style={{
            left: `${p.left}%`,
            width: p.size,
            height: p.size,
            background: p.colour,
            animationDuration: `${p.duration}s`,
            animationDelay: `${p.delay}s`,
          }}
        />
      ))}
    </Box>
  );
}
