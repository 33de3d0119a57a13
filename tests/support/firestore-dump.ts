import type { DocumentData, DocumentReference, Firestore } from 'firebase-admin/firestore';

/** Every document in the database, subcollections included, by path. */
export async function dumpFirestore(db: Firestore): Promise<Map<string, DocumentData>> {
  const out = new Map<string, DocumentData>();
  async function walk(refs: DocumentReference[]): Promise<void> {
    const snaps = refs.length ? await db.getAll(...refs) : [];
    for (const snap of snaps) if (snap.exists) out.set(snap.ref.path, snap.data()!);
    // A document without fields can still hold subcollections, so every listed reference is walked.
    const children = await Promise.all(refs.map((r) => r.listCollections()));
    for (const collections of children) for (const c of collections) await walk(await c.listDocuments());
  }
  for (const c of await db.listCollections()) await walk(await c.listDocuments());
  return out;
}
