/**
 * A mailto: link with subject and body. Encoded with encodeURIComponent, not
 * URLSearchParams: several mail apps show URLSearchParams' "+" for a space literally.
 */
export function mailtoUrl(to: string, subject: string, body = ''): string {
  const params = [`subject=${encodeURIComponent(subject)}`];
  if (body) params.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${to}?${params.join('&')}`;
}
