import { collection, doc, onSnapshot, type Firestore } from 'firebase/firestore';
import { httpsCallable, type Functions } from 'firebase/functions';
import type { ImportProgress, ImportRequest, ImportResult } from '@shared/gumroad/import-contract';

/** The callable may run for many minutes on a 10,000-row export; the SDK's default 70 s would give up first. */
const IMPORT_TIMEOUT_MS = 30 * 60 * 1000;

export function newImportId(firestore: Firestore): string {
  return doc(collection(firestore, 'gumroad_imports')).id;
}

export async function importGumroadOrders(functions: Functions, request: ImportRequest): Promise<ImportResult> {
  const call = httpsCallable<ImportRequest, { results: ImportResult }>(functions, 'importGumroadOrders', { timeout: IMPORT_TIMEOUT_MS });
  return (await call(request)).data.results;
}

/** Calls back with each progress update the function writes; returns the unsubscribe. */
export function watchImportProgress(firestore: Firestore, importId: string, onProgress: (p: ImportProgress) => void): () => void {
  return onSnapshot(
    doc(firestore, 'gumroad_imports', importId),
    (snap) => {
      if (snap.exists()) onProgress(snap.data() as ImportProgress);
    },
    // Progress is a nicety: if it cannot be read the import still finishes and shows its result.
    () => {},
  );
}
