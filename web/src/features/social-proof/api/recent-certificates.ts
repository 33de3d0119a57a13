import { collection, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { firestoreClient } from '@/lib/firestore-client';
import { COLLECTIONS } from '@shared/collections';
import type { RecentCertificate } from './toast-copy';

export const RECENT_LIMIT = 20;

/**
 * The newest 20 certificates, kept live: each snapshot is the current newest
 * 20, so a certificate inserted anywhere arrives at the front and the oldest
 * drops off. This module pulls in the Firestore SDK (and no other), so the
 * toast imports it only after the home page is up.
 */
export function watchRecentCertificates(onChange: (list: RecentCertificate[]) => void): () => void {
  const newest = query(collection(firestoreClient(), COLLECTIONS.certificates), orderBy('created_at', 'desc'), limit(RECENT_LIMIT));
  return onSnapshot(
    newest,
    (snap) =>
      onChange(
        snap.docs.map((d) => {
          const data = d.data();
          return {
            id: d.id,
            full_name: String(data.full_name ?? ''),
            city: (data.city as string | null) ?? null,
            member_number: Number(data.member_number),
          };
        }),
      ),
    (err) => console.error('Recent certificates could not be loaded', err),
  );
}
