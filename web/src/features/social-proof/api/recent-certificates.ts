import { collection, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { firebaseServices } from '@/lib/firebase';
import type { RecentCertificate } from './toast-copy';

export const RECENT_LIMIT = 20;

/**
 * The newest 20 certificates, kept live: each snapshot is the current newest
 * 20, so a certificate inserted anywhere arrives at the front and the oldest
 * drops off. This module pulls in the Firebase SDK, so the toast imports it
 * only after the home page is up.
 */
export function watchRecentCertificates(onChange: (list: RecentCertificate[]) => void): () => void {
  const { firestore } = firebaseServices();
  const newest = query(collection(firestore, 'certificates'), orderBy('created_at', 'desc'), limit(RECENT_LIMIT));
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
