import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { ImportProgress, ImportResult, ImportRowDetail } from '../shared/gumroad/import-contract';
import { subscriberIdForEmail } from '../shared/subscribers';
import { recordSale, type SaleEffects } from './record-sale';
import { saleDocId } from './sale';
import { decideRows, parseSalesExport, type ExportRow, type KnownRecords } from './sales-export';

/**
 * Rows in flight at once. Every new member takes the next member number from
 * one counter document, so more parallel transactions only add contention;
 * a handful keeps the counter busy while emails and reads overlap.
 */
export const IMPORT_CONCURRENCY = 6;
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
  const subscriberIds = await existingIds(db, [...emails].map((id) => db.collection('subscribers').doc(id)));
  const storedSales = await existingIds(db, [...saleIds].map((id) => db.collection('sales').doc(saleDocId(id))));
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

/**
 * The order import: parse, decide each row, then give every new buyer what a
 * sale ping gives them (recordSale), keyed by Purchase ID so that importing
 * the same file again adds nothing. Throws ImportInputError, before touching
 * anything, for a file it refuses as a whole.
 */
export async function importSalesExport(db: Firestore, csv: string, effects: SaleEffects, onProgress: ProgressListener = () => {}): Promise<ImportResult> {
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
  const details = await mapLimited(decisions, IMPORT_CONCURRENCY, async (decision): Promise<ImportRowDetail> => {
    if (decision.status !== 'import') return decision;
    const { row, email } = decision;
    let detail: ImportRowDetail;
    try {
      const outcome = await recordSale(db, decision.sale, effects);
      detail =
        outcome.kind === 'created'
          ? { row, email, status: 'success', reason: `Member #${outcome.memberNumber}` }
          : { row, email, status: 'skipped', reason: outcome.kind === 'duplicate' ? 'Already imported' : 'Refunded' };
    } catch (err) {
      detail = { row, email, status: 'error', reason: err instanceof Error ? err.message : String(err) };
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
