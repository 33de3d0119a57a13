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
