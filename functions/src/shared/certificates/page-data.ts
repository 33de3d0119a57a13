/**
 * The public fields of a certificate, as the server hands them to a page so it
 * can paint before any Firebase SDK loads (functions/src/http/og-certificate.ts).
 */
export interface PublicCertificate {
  id: string;
  full_name: string;
  city: string | null;
  issue_date_iso: string;
  member_number: number;
  user_id: string | null;
}

/** Data a server-rendered page was painted from; the app renders its first frame from the same data. */
export interface PageData {
  /** `found` is null for an unknown id: the page shows "Certificate Not Found". */
  certificate?: { id: string; found: PublicCertificate | null };
  /** The Wall of Fame's first founders, oldest first. */
  wall?: PublicCertificate[];
}

export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** How many founders the Wall of Fame shows. */
export const WALL_SIZE = 10;

export function publicCertificate(id: string, data: Record<string, unknown>): PublicCertificate {
  return {
    id,
    full_name: String(data.full_name ?? ''),
    city: typeof data.city === 'string' ? data.city : null,
    issue_date_iso: String(data.issue_date_iso ?? ''),
    member_number: Number(data.member_number),
    user_id: typeof data.user_id === 'string' ? data.user_id : null,
  };
}
