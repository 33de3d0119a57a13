import type { Timestamp } from 'firebase/firestore';
import type { PublicCertificate } from '@shared/certificates/page-data';

/** A certificates/{id} document as the web app reads it (public data only). */
export interface Certificate extends PublicCertificate {
  created_at?: Timestamp | null;
}

/** Route ids come from the address bar: anything Firestore could not take as a document id is simply not found. */
export function isPlausibleCertificateId(id: string | undefined): id is string {
  return !!id && /^[A-Za-z0-9_-]{1,200}$/.test(id);
}

export const certificatePath = (id: string) => `/founders/c/${id}`;
/** The server-rendered 1200x630 share image (functions/src/http/og-certificate.ts). */
export const certificateImagePath = (id: string) => `/founders/c/${id}/og.png`;
