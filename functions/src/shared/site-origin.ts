import { DEMO_SITE } from './demo-site';

/**
 * SITE_URL (functions/.env.<project-id>) as both sides read it: the web build
 * (robots.txt, the sitemap, share links) and the functions (email links, the
 * Origin check of /api/collect). One normalisation for both, so an address
 * entered with a trailing slash means the same origin everywhere: the Origin
 * header a browser sends never ends in one, and `${origin}/path` must not
 * become `//path`.
 */
export function normaliseSiteUrl(value: string): string {
  return value.trim().replace(/\/+$/, '');
}

/** The site's public origin, `https://host[:port]` with nothing after it, or null when SITE_URL is anything else. */
export function siteOrigin(value: string | undefined): string | null {
  if (!value) return null;
  const entered = normaliseSiteUrl(value);
  try {
    const url = new URL(entered);
    return url.protocol === 'https:' && url.origin === entered ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where the links a visitor carries away point (a certificate's verify link, its QR code and its share link): the
 * configured SITE_URL, so a page opened on the project's web.app address still hands out the custom domain. Only
 * the demo build (npm start, npm test), whose SITE_URL is DEMO_SITE's stand-in, links to wherever it is served.
 */
export function linkOrigin(configured: string, served: string): string {
  return configured === DEMO_SITE.origin ? served : configured;
}
