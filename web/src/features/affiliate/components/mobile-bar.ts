import { setHidden } from '@/lib/dom-write';

/** How far the visitor scrolls before the mobile apply bar appears. */
export const MOBILE_BAR_SCROLL_PX = 300;

/** Shows the affiliate page's mobile apply bar (rendered hidden) once the page has scrolled past MOBILE_BAR_SCROLL_PX, and hides it above. */
export function attachMobileBar(bar: HTMLElement): () => void {
  const check = () => {
    setHidden(bar, window.scrollY <= MOBILE_BAR_SCROLL_PX);
  };
  check();
  window.addEventListener('scroll', check, { passive: true });
  return () => window.removeEventListener('scroll', check);
}
