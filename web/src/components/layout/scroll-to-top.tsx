import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every route change starts at the top of the page, instantly (no smooth scroll). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
