import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import type { COLLECTIONS } from '@shared/collections';

/** The newest `count` documents of a collection, live; empty while loading or on error (logged). */
export function useRecent<T extends object>(
  path: (typeof COLLECTIONS)[keyof typeof COLLECTIONS],
  count = 5,
): { rows: (T & { id: string })[]; loading: boolean } {
  const db = useFirestore();
  const q = useMemo(() => query(collection(db, path), orderBy('created_at', 'desc'), limit(count)), [db, path, count]);
  const { status, data, error } = useFirestoreCollectionData(q, { idField: 'id' });
  if (status === 'error') console.error(`Loading recent ${path} failed`, error);
  return { rows: status === 'success' ? (data as (T & { id: string })[]) : [], loading: status === 'loading' };
}
