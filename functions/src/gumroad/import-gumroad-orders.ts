import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { EMAIL_SECRETS, REGION } from '../config';
import { db } from '../lib/admin';
import { logExternalError, externalErrorMessage } from '../lib/log-external-error';
import { hasAdminClaims } from '../shared/admin-claims';
import { IMPORT_TIMEOUT_SECONDS, importIdIsValid, type ImportRequest, type ImportResult } from '../shared/gumroad/import-contract';
import { importSalesExport } from './import-sales';
import { ImportInputError } from './sales-export';

/**
 * The admin's order import. The page sends the whole file and an id; progress
 * is written to `gumroad_imports/{id}`, which the page listens to. A 10,000-row
 * export takes minutes (every member is a transaction on the member-number
 * counter plus an email), hence the long timeout. Should the platform cut the
 * run off there, nothing can mark it done: `deadline_at` and `heartbeat_at`
 * let the page tell such a run from one still working (importRunState).
 */
export const importGumroadOrders = onCall(
  { region: REGION, timeoutSeconds: IMPORT_TIMEOUT_SECONDS, memory: '1GiB', secrets: EMAIL_SECRETS },
  async (request): Promise<{ results: ImportResult }> => {
    if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in as an admin to import orders.');
    if (!hasAdminClaims(request.auth.token)) throw new HttpsError('permission-denied', 'Only admins can import orders.');
    const { csvData, importId } = (request.data ?? {}) as Partial<ImportRequest>;
    if (typeof csvData !== 'string') throw new HttpsError('invalid-argument', 'Choose the Sales CSV exported from Gumroad.');

    const progressRef = importIdIsValid(importId) ? db.collection('gumroad_imports').doc(importId) : null;
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
          created_by: request.auth.uid,
          created_at: startedAt,
          deadline_at: Timestamp.fromMillis(startedAt.toMillis() + IMPORT_TIMEOUT_SECONDS * 1000),
          heartbeat_at: startedAt,
        })
        .catch(() => {
          throw new HttpsError('already-exists', 'This import is already running.');
        });
    }
    try {
      const results = await importSalesExport(db, csvData, async (progress) => {
        await progressRef?.update({ ...progress, heartbeat_at: FieldValue.serverTimestamp() });
      });
      return { results };
    } catch (err) {
      await progressRef?.update({ status: 'failed', error_message: externalErrorMessage(err) });
      if (err instanceof ImportInputError) throw new HttpsError('invalid-argument', err.message);
      logExternalError('Gumroad import failed', err, { importId: progressRef?.id ?? null });
      throw new HttpsError(
        'internal',
        'The import stopped unexpectedly. Rows already imported are kept; import the same file again to finish it.',
      );
    }
  },
);
