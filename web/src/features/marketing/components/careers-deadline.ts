import { DATES } from '@/config/site';
import { setData, setHidden } from '@/lib/dom-write';

/** Whether the first casting call's deadline has passed at `now`. */
export const deadlinePassed = (now: Date) => now > DATES.careersDeadline;

/**
 * The careers page's deadline note, rendered at the build's moment with both
 * states in the markup: shows the one for the visitor's clock, at once and then every minute.
 */
export function attachCareersDeadline(box: HTMLElement): () => void {
  const update = () => {
    const passed = deadlinePassed(new Date());
    setData(box, 'state', passed ? 'passed' : 'open');
    setHidden(box.querySelector<HTMLElement>('[data-when="passed"]')!, !passed);
    setHidden(box.querySelector<HTMLElement>('[data-when="open"]')!, passed);
  };
  update();
  const timer = window.setInterval(update, 60_000);
  return () => window.clearInterval(timer);
}
