/**
 * The certificate page's confetti, drawn off the page's thread: the worker's frames go to the screen without it,
 * so a visitor's first tap never waits behind a frame of falling squares.
 */
import { fitCanvas, playConfetti, type ConfettiPiece, type ConfettiView } from './confetti-drawing';

/** What the page sends: the canvas once with the squares, then the view again whenever it is resized. */
export type ConfettiMessage = { canvas: OffscreenCanvas; pieces: ConfettiPiece[]; view: ConfettiView } | { view: ConfettiView };

// The worker's own global scope; the web project's types are the page's (DOM), which has no worker scope.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ConfettiMessage>) => void) | null;
  requestAnimationFrame?: (draw: (now: number) => void) => number;
};

let canvas: OffscreenCanvas | undefined;
let view: ConfettiView;

scope.onmessage = ({ data }) => {
  view = data.view;
  if ('canvas' in data) {
    canvas = data.canvas;
    const context = canvas.getContext('2d');
    if (!context) return;
    fitCanvas(canvas, view);
    // A worker's frame clock where the browser has one (Chromium, Firefox), else a timer at the screen's usual rate.
    const nextFrame = scope.requestAnimationFrame
      ? (draw: (now: number) => void) => void scope.requestAnimationFrame!(draw)
      : (draw: (now: number) => void) => void setTimeout(() => draw(performance.now()), 16);
    playConfetti(context, data.pieces, () => view, nextFrame);
  } else if (canvas) {
    fitCanvas(canvas, view);
  }
};
