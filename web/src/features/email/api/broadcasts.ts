import { addDoc, collection, doc, getCountFromServer, onSnapshot, query, serverTimestamp, where, type Firestore } from 'firebase/firestore';
import { AUDIENCE_FILTERS, type Audience } from '@shared/email/audiences';
import type { BroadcastInput } from '@shared/email/schemas';
import { COLLECTIONS } from '@shared/collections';

/** Saves the compose form as a new draft created by `uid` (the rules check both). */
export async function saveDraft(db: Firestore, uid: string, content: BroadcastInput): Promise<string> {
  const ref = await addDoc(collection(db, COLLECTIONS.emailBroadcasts), {
    ...content,
    status: 'draft',
    created_by: uid,
    created_at: serverTimestamp(),
  });
  return ref.id;
}

/** Resolves once the function has moved the broadcast to `sending` (or further). */
export function whenSendingStarts(db: Firestore, id: string): { promise: Promise<void>; cancel: () => void } {
  let cancel = () => {};
  const promise = new Promise<void>((resolve) => {
    cancel = onSnapshot(doc(db, COLLECTIONS.emailBroadcasts, id), (snap) => {
      if (snap.get('status') && snap.get('status') !== 'draft') {
        cancel();
        resolve();
      }
    });
  });
  return { promise, cancel: () => cancel() };
}

/** How many subscribers an audience holds now: a count query with the filters the sender selects them by. */
export async function countAudience(db: Firestore, audience: Audience): Promise<number> {
  const filters = AUDIENCE_FILTERS[audience].map((f) => where(f.field, f.op, f.value));
  return (await getCountFromServer(query(collection(db, COLLECTIONS.subscribers), ...filters))).data().count;
}
