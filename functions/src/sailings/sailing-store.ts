import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { COLLECTIONS } from '../shared/collections';
import type { SailingProductRecord, SailingRecord } from '../shared/sailings/sailing-record';

const DATE_FIELDS = ['boards_at', 'returns_at', 'presale_opens_at', 'public_sale_opens_at'] as const;

/** A stored sailing with its instants as Dates, or null when there is none at that address. */
export async function readSailing(slug: string): Promise<SailingRecord | null> {
  const snap = await db.collection(COLLECTIONS.sailings).doc(slug).get();
  if (!snap.exists) return null;
  return sailingFromSnapshot(snap.data()!);
}

/** A sailing document's data with its instants as Dates. */
export function sailingFromSnapshot(data: FirebaseFirestore.DocumentData): SailingRecord {
  const dates = Object.fromEntries(DATE_FIELDS.map((f) => [f, (data[f] as Timestamp).toDate()]));
  return { ...(data as SailingRecord), ...dates, seats_sold: Number(data.seats_sold ?? 0), interruption: data.interruption ?? null };
}

export async function readSailingProduct(slug: string): Promise<SailingProductRecord | null> {
  const snap = await db.collection(COLLECTIONS.sailingProducts).doc(slug).get();
  return snap.exists ? (snap.data() as SailingProductRecord) : null;
}
