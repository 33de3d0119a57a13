import { collection, getDocs, query, where, type Firestore, type Query } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { INSIGHTS_COLLECTION } from '@shared/insights/counters';
import {
  DOCUMENT_FIGURES,
  documentFigureFilters,
  saleFactOf,
  type DocumentFigureKey,
  type PeriodDays,
  type SaleFact,
} from '@shared/insights/figures';

/** A figure's count query with the browser's SDK, from its one definition (@shared/insights/figures). */
export function figureQuery(db: Firestore, key: DocumentFigureKey, days: PeriodDays = null, nowMs = Date.now()): Query {
  const filters = documentFigureFilters(key, days, nowMs).map((f) => where(f.field, f.op, f.value));
  return query(collection(db, DOCUMENT_FIGURES[key].collection), ...filters);
}

/** Every insights counter shard from the day `from` on (null: all of them). */
export async function fetchCounterShards(db: Firestore, from: string | null): Promise<Record<string, unknown>[]> {
  const counters = collection(db, INSIGHTS_COLLECTION);
  const snap = await getDocs(from ? query(counters, where('date', '>=', from)) : counters);
  return snap.docs.map((d) => d.data());
}

/** Every sale as a fact: sales are few (one per purchase) and some carry no sale date, so each day is worked out here. */
export async function fetchSaleFacts(db: Firestore): Promise<SaleFact[]> {
  const snap = await getDocs(collection(db, COLLECTIONS.sales));
  return snap.docs.flatMap((d) => saleFactOf(d.data()) ?? []);
}
