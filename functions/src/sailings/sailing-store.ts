import { db } from '../lib/admin';
import { COLLECTIONS } from '../shared/collections';
import { sailingFromStored, type SailingProductRecord, type SailingRecord } from '../shared/sailings/sailing-record';

/** A stored sailing with its instants as Dates, or null when there is none at that address. */
export async function readSailing(slug: string): Promise<SailingRecord | null> {
  const snap = await db.collection(COLLECTIONS.sailings).doc(slug).get();
  if (!snap.exists) return null;
  return sailingFromStored(snap.data()!);
}

export async function readSailingProduct(slug: string): Promise<SailingProductRecord | null> {
  const snap = await db.collection(COLLECTIONS.sailingProducts).doc(slug).get();
  return snap.exists ? (snap.data() as SailingProductRecord) : null;
}
