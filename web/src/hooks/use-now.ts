import { useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

declare const __BUILD_TIME__: string;

/** The moment the HTML was built: the server and the hydrating browser both render with it. */
export const BUILD_TIME = new Date(__BUILD_TIME__);

/**
 * The current time, re-read every `intervalMs`, so time-dependent copy updates
 * on an open page. Until the server's HTML is hydrated it is the build time, so
 * the browser's first render matches the markup exactly.
 */
export function useNow(intervalMs: number): Date {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return hydrated ? now : BUILD_TIME;
}
