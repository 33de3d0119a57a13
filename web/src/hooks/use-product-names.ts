import { collection } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { COLLECTIONS } from '@shared/collections';
import { productNamesById, type KnownProduct } from '@shared/gumroad/products';

/**
 * The Gumroad products pings and imports have named (gumroad_products), and
 * each id's name; empty until they load, so ids show alone meanwhile.
 */
export function useProductNames(): { names: ReadonlyMap<string, string>; products: KnownProduct[] } {
  const db = useFirestore();
  const ref = useMemo(() => collection(db, COLLECTIONS.gumroadProducts), [db]);
  const { status, data, error } = useFirestoreCollectionData(ref);
  if (status === 'error') console.error('Loading the Gumroad product names failed', error);
  return useMemo(() => {
    const products = (status === 'success' ? data : []) as KnownProduct[];
    return { names: productNamesById(products), products };
  }, [status, data]);
}
