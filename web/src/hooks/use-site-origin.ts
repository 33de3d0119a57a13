import { SITE } from '@/config/site';
import { useHydrated } from './use-hydrated';

/** This site's origin: the configured one on the server and while hydrating, the address bar's after. */
export function useSiteOrigin(): string {
  return useHydrated() ? window.location.origin : SITE.origin;
}
