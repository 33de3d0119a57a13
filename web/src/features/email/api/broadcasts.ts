import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  onSnapshot,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { AUDIENCE_FILTERS, type Audience } from '@shared/email/audiences';
import { COLLECTIONS } from '@shared/collections';

/** What a draft holds of the compose form, as typed: any of it may still be empty (the functions check it whole). */
export interface DraftContent {
  name: string;
  subject: string;
  preheader: string;
  body: string;
  body_doc: string;
}

/** A draft as the compose screen reopens it. */
export interface StoredDraft extends DraftContent {
  status: string;
  created_by: string;
}

/** An id for a new draft, picked before its first save so every save of one form writes the same document. */
export const newDraftId = (db: Firestore): string => doc(collection(db, COLLECTIONS.emailBroadcasts)).id;

/**
 * Saves the compose form into its draft: the first save creates it as `uid`'s, later ones update it (the rules
 * let only its author change it, and only while it is a draft).
 */
export async function saveDraft(db: Firestore, id: string, uid: string, content: DraftContent, exists: boolean): Promise<void> {
  const ref = doc(db, COLLECTIONS.emailBroadcasts, id);
  if (exists) await updateDoc(ref, { ...content, updated_at: serverTimestamp() });
  else await setDoc(ref, { ...content, status: 'draft', created_by: uid, created_at: serverTimestamp(), updated_at: serverTimestamp() });
}

/** A broadcast to reopen in the compose form; null when there is none by that id. */
export async function loadDraft(db: Firestore, id: string): Promise<StoredDraft | null> {
  const snap = await getDoc(doc(db, COLLECTIONS.emailBroadcasts, id));
  if (!snap.exists()) return null;
  const text = (field: string) => (typeof snap.get(field) === 'string' ? (snap.get(field) as string) : '');
  return {
    name: text('name'),
    subject: text('subject'),
    preheader: text('preheader'),
    body: text('body'),
    body_doc: text('body_doc'),
    status: text('status'),
    created_by: text('created_by'),
  };
}

/** The drafts `uid` started and has not scheduled or sent (equality filters only: no composite index). */
export const draftsQuery = (db: Firestore, uid: string) =>
  query(collection(db, COLLECTIONS.emailBroadcasts), where('status', '==', 'draft'), where('created_by', '==', uid));

export const discardDraft = (db: Firestore, id: string) => deleteDoc(doc(db, COLLECTIONS.emailBroadcasts, id));

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
