import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { ImportProgress, ImportResult, ImportRowDetail } from '../shared/gumroad/import-contract';
import { subscriberIdForEmail } from '../shared/subscribers';
import { commitSale, welcomeBuyer } from './record-sale';
import { saleDocId } from './sale';
import { decideRows, parseSalesExport, type ExportRow, type KnownRecords } from './sales-export';

/**
 * Every new member takes the next member number from one counter document, so
 * parallel transactions only abort one another: they run one at a time, while
 * the welcome emails (the slow part) overlap.
 */
const TRANSACTION_SLOTS = 1;
const ROWS_IN_FLIGHT = 12;
const LOOKUP_BATCH = 300;

async function existingIds(db: Firestore, refs: DocumentReference[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < refs.length; i += LOOKUP_BATCH) {
    const snaps = await db.getAll(...refs.slice(i, i + LOOKUP_BATCH));
    for (const snap of snaps) if (snap.exists) found.add(snap.id);
  }
  return found;
}

/** Which of the file's buyers and purchases Firestore already holds (ids as stored). */
async function knownRecords(db: Firestore, rows: ExportRow[]): Promise<KnownRecords> {
  const emails = new Set<string>();
  const saleIds = new Set<string>();
  for (const { cells } of rows) {
    const email = (cells['Purchase Email'] || cells['Buyer Email'] || '').trim();
    if (email) emails.add(subscriberIdForEmail(email));
    const saleId = cells['Purchase ID']?.trim();
    if (saleId) saleIds.add(saleId);
  }
  const subscriberIds = await existingIds(
    db,
    [...emails].map((id) => db.collection('subscribers').doc(id)),
  );
  const storedSales = await existingIds(
    db,
    [...saleIds].map((id) => db.collection('sales').doc(saleDocId(id))),
  );
  return { subscriberIds, saleIds: new Set([...saleIds].filter((id) => storedSales.has(saleDocId(id)))) };
}

export type ProgressListener = (progress: ImportProgress) => Promise<void> | void;

/** Runs `work` over `items` with at most `limit` in flight, keeping results in order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Lets at most `slots` calls of the returned runner proceed at once. */
function semaphore(slots: number) {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}

/**
 * The order import: parse, decide each row, then give every new buyer what a
 * sale ping gives them (commitSale, then welcomeBuyer), keyed by Purchase ID so that importing
 * the same file again adds nothing. Throws ImportInputError, before touching
 * anything, for a file it refuses as a whole.
 */
export async function importSalesExport(db: Firestore, csv: string, onProgress: ProgressListener = () => {}): Promise<ImportResult> {
  const rows = parseSalesExport(csv);
  const decisions = decideRows(rows, await knownRecords(db, rows));
  const progress: ImportProgress = { status: 'running', total: rows.length, processed: 0, success: 0, errors: 0, skipped: 0 };
  const count = (status: ImportRowDetail['status']) => {
    progress.processed += 1;
    if (status === 'success') progress.success += 1;
    else if (status === 'error') progress.errors += 1;
    else progress.skipped += 1;
  };
  for (const d of decisions) if (d.status !== 'import') count(d.status);
  await onProgress({ ...progress });

  let lastReport = Date.now();
  const inTransaction = semaphore(TRANSACTION_SLOTS);
  const details = await mapLimited(decisions, ROWS_IN_FLIGHT, async (decision): Promise<ImportRowDetail> => {
    if (decision.status !== 'import') return decision;
    const { row, email, sale } = decision;
    let detail: ImportRowDetail;
    const failure = (err: unknown) => (err instanceof Error ? err.message : String(err));
    try {
      const { outcome, welcomeFor } = await inTransaction(() => commitSale(db, sale));
      if (outcome.kind !== 'created') {
        detail = { row, email, status: 'skipped', reason: outcome.kind === 'duplicate' ? 'Already imported' : 'Refunded' };
      } else {
        // The member exists whatever happens to the email, so the row is a success either way.
        const welcomeProblem = welcomeFor ? await welcomeBuyer(db, sale.saleId, welcomeFor).then(() => null, failure) : null;
        const reason = `Member #${outcome.memberNumber}` + (welcomeProblem ? `; welcome email not sent: ${welcomeProblem}` : '');
        detail = { row, email, status: 'success', reason };
      }
    } catch (err) {
      detail = { row, email, status: 'error', reason: failure(err) };
    }
    count(detail.status);
    // Progress is for a person watching a bar: a few updates a second is plenty.
    if (Date.now() - lastReport > 400) {
      lastReport = Date.now();
      await onProgress({ ...progress });
    }
    return detail;
  });

  await onProgress({ ...progress, status: 'done' });
  return { success: progress.success, errors: progress.errors, skipped: progress.skipped, details };
}
