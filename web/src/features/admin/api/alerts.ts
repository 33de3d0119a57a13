import { collection, doc, limit, query, serverTimestamp, updateDoc, where, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';

/** The alerts nobody has acknowledged: what the dashboard lists. A few a day at most, so no ordering index is needed. */
export const openAlertsQuery = (db: Firestore) => query(collection(db, COLLECTIONS.alerts), where('acknowledged_at', '==', null), limit(50));

/** Marks an alert acknowledged by `uid` at the server's time: the one write firestore.rules allow on an alert. */
export async function acknowledgeAlert(db: Firestore, uid: string, id: string): Promise<void> {
  await updateDoc(doc(db, COLLECTIONS.alerts, id), { acknowledged_at: serverTimestamp(), acknowledged_by: uid });
}
