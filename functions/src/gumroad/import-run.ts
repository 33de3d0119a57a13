import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { externalErrorMessage, logExternalError } from '../lib/log-external-error';
import { COLLECTIONS } from '../shared/collections';
import { IMPORT_TIMEOUT_SECONDS, type ImportGumroadOrdersRequest, type ImportResult } from '../shared/contracts/import-gumroad-orders';
import { importSalesExport } from './import-sales';
import { ImportInputError } from './sales-export';

/**
 * One run of the admin's order import, its progress in `gumroad_imports/{importId}`. Large exports take minutes,
 * hence the long timeout; a run cut off there cannot mark itself done, so `deadline_at` and `heartbeat_at` tell it
 * apart (importRunState).
 */
export async function runImport({ csvData, importId }: ImportGumroadOrdersRequest, adminUid: string): Promise<ImportResult> {
  const progressRef = importId ? db.collection(COLLECTIONS.gumroadImports).doc(importId) : null;
  if (progressRef) {
    const startedAt = Timestamp.now();
    // create() refuses a second call with the same id, so a double submit cannot run the file twice at once.
    await progressRef
      .create({
        status: 'running',
        total: 0,
        processed: 0,
        success: 0,
        errors: 0,
        skipped: 0,
        created_by: adminUid,
        created_at: startedAt,
        deadline_at: Timestamp.fromMillis(startedAt.toMillis() + IMPORT_TIMEOUT_SECONDS * 1000),
        heartbeat_at: startedAt,
      })
      .catch(() => {
        throw new HttpsError('already-exists', 'This import is already running.');
      });
  }
  try {
    return await importSalesExport(csvData, async (progress) => {
      await progressRef?.update({ ...progress, heartbeat_at: FieldValue.serverTimestamp() });
    });
  } catch (err) {
    await progressRef?.update({ status: 'failed', error_message: externalErrorMessage(err) });
    if (err instanceof ImportInputError) throw new HttpsError('invalid-argument', err.message);
    logExternalError('Gumroad import failed', err, { importId: progressRef?.id ?? null });
    // Not 'internal', which the page leaves to crashes: this is ours to word, and importing again is the cure.
    throw new HttpsError(
      'unavailable',
      'The import stopped unexpectedly. Rows already imported are kept; import the same file again to finish it.',
    );
  }
}
