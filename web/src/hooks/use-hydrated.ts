import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser hydrates server HTML, true after:
 * values only the browser knows (the clock, the address bar) switch in once the
 * markup has been adopted, so hydration never meets a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
