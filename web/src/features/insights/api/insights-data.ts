import { collection, getDocs, query, where, type Firestore, type Timestamp } from 'firebase/firestore';
import { INSIGHTS_COLLECTION } from '@shared/insights/counters';
import type { SaleFact } from '../utils/insights-report';
import { COLLECTIONS } from '@shared/collections';

interface SaleDoc {
  sale_date_iso?: string | null;
  created_at?: Timestamp | null;
  affiliate_code?: string | null;
  status?: string;
}

/** The period's counter shards (every shard of every day; `from` null for all) and every sale with its day. */
export async function fetchInsightsData(firestore: Firestore, from: string | null) {
  const counters = collection(firestore, INSIGHTS_COLLECTION);
  const [shards, sales] = await Promise.all([
    getDocs(from ? query(counters, where('date', '>=', from)) : counters),
    // Sales are few (one per member) and some carry no sale date, so the day is worked out here.
    getDocs(collection(firestore, COLLECTIONS.sales)),
  ]);
  return {
    shards: shards.docs.map((d) => d.data()),
    sales: sales.docs.flatMap((d): SaleFact[] => {
      const sale = d.data() as SaleDoc;
      const date = sale.sale_date_iso ?? sale.created_at?.toDate().toISOString().slice(0, 10);
      return date
        ? [{ date, affiliate_code: sale.affiliate_code ?? null, status: sale.status === 'refunded' ? 'refunded' : 'completed' }]
        : [];
    }),
  };
}
