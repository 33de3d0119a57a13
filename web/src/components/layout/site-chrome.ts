/** As the spec puts it: paths starting with /admin or /quiz are full-bleed, without site header or footer. */
export function showsSiteChrome(pathname: string): boolean {
  return !pathname.startsWith('/admin') && !pathname.startsWith('/quiz');
}
