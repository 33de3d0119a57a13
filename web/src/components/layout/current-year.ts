import { setText } from '@/lib/dom-write';

/** The footer's copyright year, from the visitor's clock (the server rendered the build's year); re-read hourly. */
export function attachCurrentYear(element: HTMLElement): () => void {
  const update = () => {
    setText(element, String(new Date().getFullYear()));
  };
  update();
  const timer = window.setInterval(update, 3_600_000);
  return () => window.clearInterval(timer);
}
