import { useLayoutEffect } from 'react';
import { hasSessionHint, releaseSessionMark } from '@/lib/session-hint';
import { useHydrated } from './use-hydrated';

/**
 * Whether this browser has a signed-in session: undefined while server HTML is
 * being adopted (the server could not know, so the first render must match
 * it), then the hint as it is at this render (a screen that stays mounted
 * across a sign-in sees it change). Until hydration the <head> script's mark
 * hides what a member must not see (@shared/html/session-hint); once React has
 * rendered with the hint, before that frame is painted, the mark is taken off.
 */
export function useSessionHint(): boolean | undefined {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (hydrated) releaseSessionMark();
  }, [hydrated]);
  return hydrated ? hasSessionHint() : undefined;
}
