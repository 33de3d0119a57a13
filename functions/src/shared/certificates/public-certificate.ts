import { founder, type Founder } from './founders-feed';

/** A certificates/{id} document's public fields, as the certificate page, the Wall of Fame and the share previews read them. */
export interface PublicCertificate extends Founder {
  user_id: string | null;
  /** The slugs of the sailings the founder was checked in aboard (check-in adds each once). */
  sailings_aboard?: string[];
  created_at?: { toDate(): Date } | null;
}

/** Ids come from the address bar: anything Firestore could not take as a document id is simply not found. */
const ROUTE_ID = /^[A-Za-z0-9_-]{1,200}$/;

export function isPlausibleCertificateId(id: string | undefined): id is string {
  return !!id && ROUTE_ID.test(id);
}

/** The public fields of a certificate document, as the server hands them to a page so it paints before any Firebase SDK loads. */
export function publicCertificate(id: string, data: Record<string, unknown>): PublicCertificate {
  const aboard = Array.isArray(data.sailings_aboard) ? data.sailings_aboard.filter((slug) => typeof slug === 'string') : [];
  return { ...founder(id, data), user_id: typeof data.user_id === 'string' ? data.user_id : null, sailings_aboard: aboard };
}
