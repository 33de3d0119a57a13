import { useLayoutEffect } from 'react';
import { hasSessionHint, releaseSessionMark } from '@/lib/session-hint';
import { useHydrated } from './use-hydrated';

/**
 * Whether this browser has a signed-in session: undefined while server HTML is adopted (the first render must match),
 * then the current hint. Until hydration the <head> script's mark hides member-only content
 * (@shared/html/session-hint); it is removed once React has rendered with the hint, before paint.
 */
export function useSessionHint(): boolean | undefined {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (hydrated) releaseSessionMark();
  }, [hydrated]);
  return hydrated ? hasSessionHint() : undefined;
}
