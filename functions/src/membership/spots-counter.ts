import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { DOCS } from '../shared/collections';
import { foundingSpots, foundingSpotsCap, spotsDelta, type FoundingSpots } from '../shared/membership/founding-spots';
import { FOUNDING_SPOTS_FIELD } from '../shared/membership/membership-settings';

const counterRef = () => db.doc(DOCS.foundingSpotsCounter);

/**
 * Moves `counters/founding_spots` by a sale's change of status, inside the
 * transaction that makes the change: a retried ping finds its sale already
 * recorded and moves nothing, a refund moves it back once. The counter is
 * written, never read, in that transaction, so parallel sales do not queue
 * on it, and reading the count never scans the sales.
 */
export function countSpotChange(tx: Transaction, before: unknown, after: unknown): void {
  const delta = spotsDelta(before, after);
  if (delta !== 0) tx.set(counterRef(), { taken: FieldValue.increment(delta), updated_at: FieldValue.serverTimestamp() }, { merge: true });
}

/** The cap from the membership settings and the count: two document reads. */
export async function readFoundingSpots(): Promise<FoundingSpots> {
  const [counter, settings] = await db.getAll(counterRef(), db.doc(DOCS.membershipSettings));
  return foundingSpots(foundingSpotsCap(settings!.get(FOUNDING_SPOTS_FIELD)), counter!.get('taken'));
}

/** The cap alone, one document read: what {{founding_spots}} and the painted pages' "first 100" say. */
export async function readFoundingCap(): Promise<number> {
  return foundingSpotsCap((await db.doc(DOCS.membershipSettings).get()).get(FOUNDING_SPOTS_FIELD));
}
