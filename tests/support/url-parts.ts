/** A link split into where it leads and the query it carries, so one assertion checks both. */
export function urlParts(href: string): { base: string; params: Record<string, string> } {
  const url = new URL(href);
  return { base: url.origin + url.pathname, params: Object.fromEntries(url.searchParams) };
}
