// Tags a page sets for itself; og:site_name, og:type and twitter:card stay as the shell has them.
const PAGE_TAGS = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+name="(?:description|robots)"[^>]*>\s*/gi,
  /<meta\s+property="og:(?:title|description|url|image)(?::[a-z]+)?"[^>]*>\s*/gi,
  /<meta\s+name="twitter:(?:title|description|image)"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
];

/**
 * Replaces the shell's title, description, canonical and share tags with
 * `tags` (already escaped markup). A replacer function, not a replacement
 * string, so a `$&` or `$'` in user text is copied as it is.
 */
export function replaceHeadTags(shell: string, tags: string): string {
  const stripped = PAGE_TAGS.reduce((html, pattern) => html.replace(pattern, ''), shell);
  return stripped.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}
