/**
 * The words of a certificate's share preview, used by the certificate page's
 * meta tags and by the page the `pages` function paints for crawlers, so both say
 * the same thing.
 */
export const SITE_NAME = 'Cleveland Floaters';

export interface ShareableCertificate {
  full_name: string;
  city: string | null;
  member_number: number;
}

export function certificateShareTitle(c: ShareableCertificate): string {
  return `${c.full_name} - Founding Floater #${c.member_number}`;
}

export function certificateShareDescription(c: ShareableCertificate): string {
  const where = c.city ? ` of ${c.city}` : '';
  return `${c.full_name}${where} is Founding Floater #${c.member_number} of ${SITE_NAME}, the floating comedy and concert party on Lake Erie.`;
}

/** The title as the page shows it: every page's title ends with the site name. */
export const withSiteName = (title: string) => `${title} | ${SITE_NAME}`;
