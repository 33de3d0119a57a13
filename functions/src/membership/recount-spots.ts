import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, DOCS } from '../shared/collections';
import { SPOT_HOLDING_STATUS, spotsRecount, type SpotsRecount } from '../shared/membership/founding-spots';

/**
 * Recounts `counters/founding_spots` (`npm run recount`, and `npm run deploy` when missing): sales keep it by
 * increments, so it is wrong if sales predate it or it was edited by hand. Takes the caller's Firestore, as scripts
 * use their own Admin app.
 */

/** A count() aggregation: Firestore counts the index entries (one read per 1,000 sales) and sends no documents. */
const spotHoldingSales = (db: Firestore) => db.collection(COLLECTIONS.sales).where('status', '==', SPOT_HOLDING_STATUS).count();

/**
 * Counts and writes in one transaction: a sale committed meanwhile writes the counter this transaction read, so
 * Firestore retries the recount rather than let an old count overwrite that sale's increment.
 */
export async function recountFoundingSpots(db: Firestore): Promise<SpotsRecount> {
  const counterRef = db.doc(DOCS.foundingSpotsCounter);
  return db.runTransaction(async (tx) => {
    const [counter, counted] = await Promise.all([tx.get(counterRef), tx.get(spotHoldingSales(db))]);
    const recount = spotsRecount(counter.get('taken'), counted.data().count);
    if (recount.changed) {
      tx.set(
        counterRef,
        { taken: recount.after, updated_at: FieldValue.serverTimestamp(), recounted_at: FieldValue.serverTimestamp() },
        { merge: true },
      );
    }
    return recount;
  });
}

/** The deploy's backfill: a project that has no counter yet (its first deploy, or sales from before the counter) gets one. */
export async function recountWhenMissing(db: Firestore): Promise<SpotsRecount | null> {
  if ((await db.doc(DOCS.foundingSpotsCounter).get()).exists) return null;
  return recountFoundingSpots(db);
}
