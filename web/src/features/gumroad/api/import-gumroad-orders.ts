import { collection, doc, limit, onSnapshot, orderBy, query, type Firestore, type Timestamp } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { callFunction } from '@/lib/call-function';
import { COLLECTIONS } from '@shared/collections';
import {
  IMPORT_GUMROAD_ORDERS,
  IMPORT_TIMEOUT_SECONDS,
  type ImportGumroadOrdersRequest,
  type ImportProgress,
  type ImportResult,
} from '@shared/contracts/import-gumroad-orders';

/** The callable may run for many minutes on a 10,000-row export; the SDK's default 70 s would give up first. */
const IMPORT_TIMEOUT_MS = IMPORT_TIMEOUT_SECONDS * 1000;

export function newImportId(firestore: Firestore): string {
  return doc(collection(firestore, COLLECTIONS.gumroadImports)).id;
}

export async function importGumroadOrders(functions: Functions, request: ImportGumroadOrdersRequest): Promise<ImportResult> {
  return (await callFunction(functions, IMPORT_GUMROAD_ORDERS, request, { timeout: IMPORT_TIMEOUT_MS })).results;
}

/** Calls back with each progress update the function writes; returns the unsubscribe. */
export function watchImportProgress(firestore: Firestore, importId: string, onProgress: (p: ImportProgress) => void): () => void {
  return onSnapshot(
    doc(firestore, COLLECTIONS.gumroadImports, importId),
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
    query(collection(firestore, COLLECTIONS.gumroadImports), orderBy('created_at', 'desc'), limit(1)),
    (snap) => {
      const data = snap.docs[0]?.data();
      onLatest(
        data ? { ...(data as ImportProgress), deadline_at_ms: millis(data.deadline_at), heartbeat_at_ms: millis(data.heartbeat_at) } : null,
      );
    },
    () => onLatest(null),
  );
}
