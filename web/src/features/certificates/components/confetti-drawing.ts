import { BRAND } from '@shared/brand';

/** Fifty squares, gone after 4 s. */
export const CONFETTI = { pieces: 50, lifetimeMs: 4000 } as const;
const COLOURS = [BRAND.lakeNavy, BRAND.erieBlue, BRAND.sunsetOrange, BRAND.gold];
/**
 * Where a square's fall starts and ends (in hundredths of the view's height, above and below it) and its turns over
 * the fall (deg); all squares fade together from 1 to `endOpacity` over `fadeMs`, longer than they are on screen.
 */
const FALL = { fromVh: -10, toVh: 105, turnDeg: 540, endOpacity: 0.9, fadeMs: 4500 };

/** One square: where it falls (% of the view's width), its size (CSS px) and colour, and its fall (2-4 s, starting within 0.5 s). */
export interface ConfettiPiece {
  leftPct: number;
  size: number;
  colour: string;
  fallMs: number;
  delayMs: number;
}

/** The view the squares fall through, in CSS pixels, and the screen's pixels per CSS pixel. */
export interface ConfettiView {
  width: number;
  height: number;
  pixelRatio: number;
}

export function confettiPieces(random: () => number = Math.random): ConfettiPiece[] {
  return Array.from({ length: CONFETTI.pieces }, (_, index) => {
    const size = 6 + random() * 6;
    const fallMs = 2000 + random() * 2000;
    const delayMs = random() * 500;
    return { leftPct: random() * 100, size, colour: COLOURS[index % COLOURS.length]!, fallMs, delayMs };
  });
}

/**
 * The squares `elapsedMs` after they start, on a canvas the size of the view at the screen's resolution. A square
 * whose fall starts later is drawn above the view until then, falling at its own speed, as one fall would be.
 */
export function drawConfetti(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  pieces: readonly ConfettiPiece[],
  elapsedMs: number,
  { width, height, pixelRatio }: ConfettiView,
): void {
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, context.canvas.width, context.canvas.height);
  context.globalAlpha = 1 - (1 - FALL.endOpacity) * Math.min(elapsedMs / FALL.fadeMs, 1);
  for (const { leftPct, size, colour, fallMs, delayMs } of pieces) {
    const along = (elapsedMs - delayMs) / fallMs;
    const centreX = (leftPct / 100) * width + size / 2;
    const centreY = ((FALL.fromVh + (FALL.toVh - FALL.fromVh) * along) / 100) * height + size / 2;
    const turn = ((FALL.turnDeg * along) / 180) * Math.PI;
    const [cos, sin] = [Math.cos(turn) * pixelRatio, Math.sin(turn) * pixelRatio];
    context.setTransform(cos, sin, -sin, cos, centreX * pixelRatio, centreY * pixelRatio);
    context.fillStyle = colour;
    context.fillRect(-size / 2, -size / 2, size, size);
  }
}

/** Sizes a canvas's pixels to the view (which clears it). */
export function fitCanvas(canvas: HTMLCanvasElement | OffscreenCanvas, { width, height, pixelRatio }: ConfettiView): void {
  canvas.width = Math.round(width * pixelRatio);
  canvas.height = Math.round(height * pixelRatio);
}

/**
 * Draws every frame from the first until the squares' lifetime is over, then clears the canvas. `nextFrame` is the
 * thread's own frame clock (a worker's, or the page's). Returns how to stop early.
 */
export function playConfetti(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  pieces: readonly ConfettiPiece[],
  view: () => ConfettiView,
  nextFrame: (draw: (now: number) => void) => void,
): () => void {
  let startedAt: number | undefined;
  let stopped = false;
  const frame = (now: number) => {
    if (stopped) return;
    startedAt ??= now;
    const elapsed = now - startedAt;
    if (elapsed >= CONFETTI.lifetimeMs) {
      context.clearRect(0, 0, context.canvas.width, context.canvas.height);
      return;
    }
    drawConfetti(context, pieces, elapsed, view());
    nextFrame(frame);
  };
  nextFrame(frame);
  return () => {
    stopped = true;
  };
}
