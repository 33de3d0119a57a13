import { islandRef, ISLAND_ATTRIBUTE, nextTask } from '@/lib/islands';
import { BRAND } from '@shared/brand';

const PIECES = 50;
const PIECES_PER_TASK = 10;
const LIFETIME_MS = 4000;
const COLOURS = [BRAND.lakeNavy, BRAND.erieBlue, BRAND.sunsetOrange, BRAND.gold];
const FALL: Keyframe[] = [
  { transform: 'translateY(-10vh) rotate(0deg)', opacity: 1 },
  { transform: 'translateY(105vh) rotate(540deg)', opacity: 0.9 },
];

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function piece(index: number): HTMLElement {
  const square = document.createElement('div');
  const size = `${6 + Math.random() * 6}px`;
  Object.assign(square.style, {
    position: 'absolute',
    top: '0',
    left: `${Math.random() * 100}%`,
    width: size,
    height: size,
    background: COLOURS[index % COLOURS.length],
  });
  square.animate(FALL, { duration: 2000 + Math.random() * 2000, delay: Math.random() * 500, easing: 'linear', fill: 'both' });
  return square;
}

/**
 * 50 squares in the brand colours, 2–4 s falls starting within 0.5 s, gone after 4 s. Random and fixed-position,
 * so drawn in the browser only, and without React: the certificate page plays it for every visitor, whose
 * certificate island may never start. Made ten to a task (`nextTask`) and shown together: all 50 in one task
 * held the page for about 20 ms on this machine, a long task on a phone four times slower.
 */
export function attachConfetti(element: HTMLElement): () => void {
  if (reducedMotion()) return () => {};
  const fall = document.createElement('div');
  fall.setAttribute('aria-hidden', 'true');
  fall.dataset.testid = 'confetti';
  Object.assign(fall.style, { position: 'fixed', inset: '0', pointerEvents: 'none', overflow: 'hidden', zIndex: '1400' });
  let undone = false;
  let timer = 0;
  void (async () => {
    for (let i = 0; i < PIECES; i++) {
      if (i > 0 && i % PIECES_PER_TASK === 0) await nextTask();
      if (undone) return;
      fall.append(piece(i));
    }
    element.append(fall);
    timer = window.setTimeout(() => fall.remove(), LIFETIME_MS);
  })();
  return () => {
    undone = true;
    window.clearTimeout(timer);
    fall.remove();
  };
}

const confettiRef = islandRef(attachConfetti);

/** Where the confetti falls: an empty element in the server's markup, filled by its island (app/islands.ts). */
export function Confetti() {
  return <div data-print="hide" {...{ [ISLAND_ATTRIBUTE]: 'confetti' }} ref={confettiRef} />;
}
