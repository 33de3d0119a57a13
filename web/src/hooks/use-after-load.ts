import { useEffect, useState } from 'react';

/**
 * True once the page has fired `load`, then waited `delayMs` and a quiet
 * moment of the browser: for code (such as the Firebase SDK) that must never
 * delay the first screen.
 */
export function useAfterLoad(delayMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer = 0;
    let idle = 0;
    const wait = () => {
      timer = window.setTimeout(() => {
        if ('requestIdleCallback' in window) idle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
        else setReady(true);
      }, delayMs);
    };
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      window.removeEventListener('load', wait);
      window.clearTimeout(timer);
      if (idle) window.cancelIdleCallback(idle);
    };
  }, [delayMs]);
  return ready;
}
