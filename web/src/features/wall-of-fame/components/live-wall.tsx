import { collection, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { useEffect } from 'react';
import { firestoreClient } from '@/lib/firestore-client';
import { COLLECTIONS } from '@shared/collections';
import { WALL_SIZE } from '@shared/certificates/page-data';
import type { PublicCertificate } from '@shared/certificates/public-certificate';

interface LiveWallProps {
  onChange: (certificates: PublicCertificate[]) => void;
}

/**
 * Listens to the first founders in Firestore and reports every change; it draws
 * nothing itself. Firestore alone: the wall needs no other Firebase SDK.
 */
export default function LiveWall({ onChange }: LiveWallProps) {
  useEffect(() => {
    const first = query(collection(firestoreClient(), COLLECTIONS.certificates), orderBy('created_at', 'asc'), limit(WALL_SIZE));
    return onSnapshot(
      first,
      (snap) => {
        // Offline, Firestore answers from its empty cache: that would replace the served founders with "No founding floaters yet".
        if (snap.metadata.fromCache) return;
        onChange(snap.docs.map((d) => ({ ...(d.data() as Omit<PublicCertificate, 'id'>), id: d.id })));
      },
      (error) => console.error('Wall of Fame could not be loaded', error),
    );
  }, [onChange]);
  return null;
}
