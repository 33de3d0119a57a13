import type { Firestore } from 'firebase/firestore';
import { fetchCounterShards, fetchSaleFacts } from '@/lib/figures';

/** The counter shards from the day `from` on (null: all of them) and every sale. */
export async function fetchInsightsData(firestore: Firestore, from: string | null) {
  const [shards, sales] = await Promise.all([fetchCounterShards(firestore, from), fetchSaleFacts(firestore)]);
  return { shards, sales };
}
