import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useEffect } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { FirebaseProviders } from '@/components/firebase/firebase-providers';
import { WALL_SIZE } from '@shared/certificates/page-data';
import type { PublicCertificate } from '@shared/certificates/public-certificate';
import { COLLECTIONS } from '@shared/collections';

interface LiveWallProps {
  onChange: (certificates: PublicCertificate[]) => void;
}

/** Listens to the first founders in Firestore and reports every change; it draws nothing itself. */
export default function LiveWall(props: LiveWallProps) {
  return (
    <FirebaseProviders>
      <Listener {...props} />
    </FirebaseProviders>
  );
}

function Listener({ onChange }: LiveWallProps) {
  const firestore = useFirestore();
  const first = query(collection(firestore, COLLECTIONS.certificates), orderBy('created_at', 'asc'), limit(WALL_SIZE));
  const { status, data, error } = useFirestoreCollectionData(first, { idField: 'id' });
  useEffect(() => {
    if (status === 'success') onChange(data as PublicCertificate[]);
  }, [status, data, onChange]);
  useEffect(() => {
    if (error) console.error('Wall of Fame could not be loaded', error);
  }, [error]);
  return null;
}
