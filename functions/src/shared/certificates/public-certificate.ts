/** A certificates/{id} document's public fields, as the certificate page, the Wall of Fame and the share previews read them. */
export interface PublicCertificate {
  id: string;
  full_name: string;
  city: string | null;
  issue_date_iso: string;
  member_number: number;
  user_id: string | null;
  created_at?: { toDate(): Date } | null;
}

/** Ids come from the address bar: anything Firestore could not take as a document id is simply not found. */
const ROUTE_ID = /^[A-Za-z0-9_-]{1,200}$/;

export function isPlausibleCertificateId(id: string | undefined): id is string {
  return !!id && ROUTE_ID.test(id);
}
