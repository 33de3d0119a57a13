import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { db } from '../lib/admin';

/** Firestore's gRPC code for "the document is already there": the only failure that means "handled before". */
const ALREADY_EXISTS = 6;
const MAX_ATTEMPTS = 5;

/** The part of Firestore's BulkWriter that claiming uses, so tests can put a failing one in its place. */
export interface DeliveryWriter {
  create(ref: DocumentReference, data: DocumentData): Promise<unknown>;
  close(): Promise<void>;
}

/** A BulkWriter that retries passing faults a few times, and never a record that already exists. */
export function openDeliveryWriter(): DeliveryWriter {
  const writer = db.bulkWriter();
  writer.onWriteError((err) => err.code !== ALREADY_EXISTS && err.failedAttempts < MAX_ATTEMPTS);
  return writer;
}

export interface Claims<T> {
  /** Recipients whose record this run created: theirs to send. */
  claimed: T[];
  /** The first failure other than "already exists", if any: then nobody of the batch may be sent to now. */
  failure: unknown;
}

/** Reads a delivery record as it is stored now. */
export type RecordReader = (ref: DocumentReference) => Promise<DocumentData | undefined>;
const readStored: RecordReader = async (ref) => (await ref.get()).data();

/**
 * Creates each recipient's delivery record marked with `data.batch`. An existing record is another run's, so the
 * recipient is skipped, unless it bears our mark (our create landed, its answer was lost). Other failures
 * (UNAVAILABLE...) are reported, not taken as handled, which would skip the recipient for good.
 */
export async function claimDeliveries<T>(
  writer: DeliveryWriter,
  batch: T[],
  recordOf: (recipient: T) => DocumentReference,
  data: DocumentData & { batch: string },
  read: RecordReader = readStored,
): Promise<Claims<T>> {
  let failure: unknown = null;
  const ours = async (r: T): Promise<T | null> => {
    try {
      return (await read(recordOf(r)))?.batch === data.batch ? r : null;
    } catch (err) {
      failure ??= err;
      return null;
    }
  };
  const results = batch.map((r) =>
    writer.create(recordOf(r), data).then(
      () => r,
      (err: { code?: unknown }) => {
        if (err?.code === ALREADY_EXISTS) return ours(r);
        failure ??= err;
        return null;
      },
    ),
  );
  await writer.close().catch((err: unknown) => {
    failure ??= err;
  });
  const claimed = (await Promise.all(results)).filter((r): r is Awaited<T> => r !== null) as T[];
  return { claimed, failure };
}

/**
 * Delivery records that were claimed but whose batch never went to SendGrid
 * (the run stopped on a claim failure, or died before sending): nobody was
 * mailed, so a resume takes these recipients up again. A record of a batch
 * that was attempted stays handled (at most once), as do records from before
 * batches were noted.
 */
export function unsentClaims(records: { id: string; status: unknown; batch: unknown }[], attemptedBatches: unknown): Set<string> {
  const attempted = new Set(Array.isArray(attemptedBatches) ? attemptedBatches : []);
  return new Set(records.filter((r) => r.status === 'sending' && typeof r.batch === 'string' && !attempted.has(r.batch)).map((r) => r.id));
}
