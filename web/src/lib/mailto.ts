/**
 * A mailto: link with subject and body. Every part is encoded with
 * encodeURIComponent, not URLSearchParams: several mail apps show
 * URLSearchParams' "+" for a space literally. The address is encoded too, so
 * one typed by a stranger ("a@b.c?cc=x@y.z&body=…") stays one address and
 * cannot add recipients or replace the body; "@" is left readable, as RFC 6068 allows.
 */
export function mailtoUrl(to: string, subject: string, body = ''): string {
  const params = [`subject=${encodeURIComponent(subject)}`];
  if (body) params.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?${params.join('&')}`;
}
