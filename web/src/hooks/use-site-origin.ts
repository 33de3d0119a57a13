import { SITE } from '@/config/site';
import { linkOrigin } from '@shared/site-origin';
import { useHydrated } from './use-hydrated';

/** The origin of links the page hands out: the configured one (SITE_URL); the demo build's is the address bar's once hydrated. */
export function useSiteOrigin(): string {
  return useHydrated() ? linkOrigin(SITE.origin, window.location.origin) : SITE.origin;
}
