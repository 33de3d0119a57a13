import { collection, doc, limit, onSnapshot, orderBy, query, type Firestore, type Timestamp } from 'firebase/firestore';
import { httpsCallable, type Functions } from 'firebase/functions';
import { IMPORT_TIMEOUT_SECONDS, type ImportProgress, type ImportRequest, type ImportResult } from '@shared/gumroad/import-contract';

/** The callable may run for many minutes on a 10,000-row export; the SDK's default 70 s would give up first. */
const IMPORT_TIMEOUT_MS = IMPORT_TIMEOUT_SECONDS * 1000;

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

/** The newest import as the page needs it to tell a finished run from one that was cut off. */
export interface LatestImport extends ImportProgress {
  deadline_at_ms: number | null;
  heartbeat_at_ms: number | null;
}

const millis = (t: unknown) => ((t as Timestamp | null)?.toMillis ? (t as Timestamp).toMillis() : null);

/** Calls back with the most recent import (or null); returns the unsubscribe. */
export function watchLatestImport(firestore: Firestore, onLatest: (latest: LatestImport | null) => void): () => void {
  return onSnapshot(
    query(collection(firestore, 'gumroad_imports'), orderBy('created_at', 'desc'), limit(1)),
    (snap) => {
      const data = snap.docs[0]?.data();
      onLatest(
        data ? { ...(data as ImportProgress), deadline_at_ms: millis(data.deadline_at), heartbeat_at_ms: millis(data.heartbeat_at) } : null,
      );
    },
    () => onLatest(null),
  );
}
