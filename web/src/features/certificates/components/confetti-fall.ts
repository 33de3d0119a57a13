import { BRAND } from '@shared/brand';

const PIECES = 50;
const LIFETIME_MS = 4000;
/**
 * Every square's animation lasts this long, longer than the squares are on the page: all fifty start in one frame
 * and none ends before they are removed. A start or end is work on the page's thread (a frame of 10-17 ms here),
 * and fifty of them at their own moments kept it busy through the page's first seconds.
 */
export const CONFETTI_ANIMATION_MS = 4500;
const COLOURS = [BRAND.lakeNavy, BRAND.erieBlue, BRAND.sunsetOrange, BRAND.gold];
/** Where a square's fall starts and ends (vh, above and below the viewport), and its turns over the fall (deg). */
const FALL = { fromVh: -10, toVh: 105, turnDeg: 540 };

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * One square: where it falls, its size and colour, and its fall (2-4 s, starting within 0.5 s). The fall is drawn by
 * the animation the CSS gives every square (confetti.tsx): from where the square is at the start to where it would be
 * at the animation's end, so a square whose fall starts later starts higher, above the viewport, and falls at its speed.
 */
function piece(index: number): HTMLElement {
  const square = document.createElement('div');
  const size = (6 + Math.random() * 6).toFixed(1);
  const fallMs = 2000 + Math.random() * 2000;
  const delayMs = Math.random() * 500;
  const at = (ms: number) => (ms - delayMs) / fallMs;
  const y = (ms: number) => (FALL.fromVh + (FALL.toVh - FALL.fromVh) * at(ms)).toFixed(2);
  const turn = (ms: number) => (FALL.turnDeg * at(ms)).toFixed(1);
  square.style.cssText =
    `left:${(Math.random() * 100).toFixed(1)}%;width:${size}px;height:${size}px;background:${COLOURS[index % COLOURS.length]};` +
    `--from:translateY(${y(0)}vh) rotate(${turn(0)}deg);--to:translateY(${y(CONFETTI_ANIMATION_MS)}vh) rotate(${turn(CONFETTI_ANIMATION_MS)}deg)`;
  return square;
}

/**
 * 50 squares in the brand colours, 2–4 s falls starting within 0.5 s, gone after 4 s. Random and fixed-position,
 * so drawn in the browser only, and without React: the certificate page plays it for every visitor, whose
 * certificate island may never start. One CSS animation for all of them (the fall is in the CSS of the element
 * they land in, confetti.tsx), each square's own figures in one style string: a script animation per square
 * (element.animate) cost about 10 ms of script for every ten squares here, a long task on a phone four times
 * slower, and the compositor runs the CSS ones without the page's thread.
 */
export function attachConfetti(element: HTMLElement): () => void {
  if (reducedMotion()) return () => {};
  const falling = document.createElement('div');
  falling.setAttribute('aria-hidden', 'true');
  falling.dataset.testid = 'confetti';
  falling.style.cssText = 'position:fixed;inset:0;pointer-events:none;overflow:hidden;z-index:1400';
  falling.append(...Array.from({ length: PIECES }, (_, i) => piece(i)));
  element.append(falling);
  const timer = window.setTimeout(() => falling.remove(), LIFETIME_MS);
  return () => {
    window.clearTimeout(timer);
    falling.remove();
  };
}
