import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore';
import type { AffiliateSale } from '@shared/gumroad/affiliate-totals';
import { COLLECTIONS } from '@shared/collections';

/** Only sales that came through an affiliate link; the rest of `sales` is not needed for the report. */
export async function fetchAffiliateSales(firestore: Firestore): Promise<AffiliateSale[]> {
  const snap = await getDocs(query(collection(firestore, COLLECTIONS.sales), where('affiliate_code', '!=', null)));
  return snap.docs.map((d) => d.data() as AffiliateSale);
}
