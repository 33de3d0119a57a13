import { BRAND } from '@shared/brand';

const PIECES = 50;
const LIFETIME_MS = 4000;
const COLOURS = [BRAND.lakeNavy, BRAND.erieBlue, BRAND.sunsetOrange, BRAND.gold];

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** One square: where it falls, its size and colour, and when and how fast (a 2–4 s fall starting within 0.5 s). */
function piece(index: number): HTMLElement {
  const square = document.createElement('div');
  const size = (6 + Math.random() * 6).toFixed(1);
  square.style.cssText =
    `left:${(Math.random() * 100).toFixed(1)}%;width:${size}px;height:${size}px;background:${COLOURS[index % COLOURS.length]};` +
    `animation-duration:${Math.round(2000 + Math.random() * 2000)}ms;animation-delay:${Math.round(Math.random() * 500)}ms`;
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
