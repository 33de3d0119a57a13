import { CONFETTI, confettiPieces, fitCanvas, playConfetti, type ConfettiView } from './confetti-drawing';
import type { ConfettiMessage } from './confetti-worker';

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The view the canvas covers (position: fixed, inset 0: the layout viewport, without a scroll bar). */
function currentView(): ConfettiView {
  const { clientWidth, clientHeight } = document.documentElement;
  return { width: clientWidth, height: clientHeight, pixelRatio: window.devicePixelRatio || 1 };
}

interface Drawing {
  stop: () => void;
  /** Passes a new size of the view on. */
  resized: () => void;
}

/** Hands the canvas to a worker that draws every frame. */
function drawInWorker(canvas: HTMLCanvasElement): Drawing {
  const worker = new Worker(new URL('./confetti-worker.ts', import.meta.url), { type: 'module' });
  const offscreen = canvas.transferControlToOffscreen();
  const start: ConfettiMessage = { canvas: offscreen, pieces: confettiPieces(), view: currentView() };
  worker.postMessage(start, [offscreen]);
  return {
    stop: () => worker.terminate(),
    resized: () => worker.postMessage({ view: currentView() } satisfies ConfettiMessage),
  };
}

/** The same drawing on the page's own thread, for a browser without canvases in workers (Safari before 16.4). */
function drawHere(canvas: HTMLCanvasElement): Drawing {
  const context = canvas.getContext('2d');
  if (!context) return { stop: () => {}, resized: () => {} };
  let view = currentView();
  fitCanvas(canvas, view);
  const stop = playConfetti(
    context,
    confettiPieces(),
    () => view,
    (draw) => void requestAnimationFrame(draw),
  );
  return {
    stop,
    resized: () => {
      view = currentView();
      fitCanvas(canvas, view);
    },
  };
}

/**
 * 50 squares in the brand colours, 2–4 s falls starting within 0.5 s, for the holder's first view (browser only: it
 * is random). One canvas drawn by a worker: fifty CSS-animated elements made early taps wait (docs/benchmarks.md).
 */
export function attachConfetti(element: HTMLElement): () => void {
  if (reducedMotion()) return () => {};
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.testid = 'confetti';
  canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:1400';
  element.append(canvas);
  const drawing = 'transferControlToOffscreen' in canvas && typeof Worker === 'function' ? drawInWorker(canvas) : drawHere(canvas);
  addEventListener('resize', drawing.resized);
  const end = () => {
    window.clearTimeout(timer);
    removeEventListener('resize', drawing.resized);
    drawing.stop();
    canvas.remove();
  };
  const timer = window.setTimeout(end, CONFETTI.lifetimeMs);
  return end;
}
