import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { externalErrorMessage, logExternalError } from '../lib/log-external-error';
import { DOCS } from '../shared/collections';
import { readOperationsSettings } from '../shared/operations/operations-settings';
import { backupStore, type BackupStore } from './backup-storage';
import { backupStamp, defaultBackupBucket, expiredBackups } from './backup-rules';
import { exportDocuments } from './firestore-export';

export interface BackupOutcome {
  ok: boolean;
  stamp: string;
  location: string | null;
  pictures: number | null;
  removed: string[];
  error: string | null;
}

const projectId = () => process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? '';

/**
 * One backup: export Firestore, copy the Storage pictures, let go of the
 * backups the owner's retention no longer keeps, and record the outcome in
 * service_status/backups, which the go-live checklist shows and the
 * backup-failed alert reads. A failure is recorded, not thrown: the alert,
 * not a retry storm, is how the owner hears of it.
 */
export async function runBackup(now = new Date(), store?: BackupStore): Promise<BackupOutcome> {
  const project = projectId();
  const backups = store ?? backupStore(defaultBackupBucket(project));
  const stamp = backupStamp(now);
  const outcome: BackupOutcome = { ok: false, stamp, location: null, pictures: null, removed: [], error: null };
  try {
    const { retentionDays } = readOperationsSettings((await db.doc(DOCS.operationsSettings).get()).data());
    const location = backups.exportDestination(stamp);
    await exportDocuments(project, location);
    outcome.location = location;
    outcome.pictures = await backups.copyPictures(stamp);
    outcome.removed = expiredBackups(await backups.folders(), now, retentionDays);
    for (const folder of outcome.removed) await backups.remove(folder);
    outcome.ok = true;
  } catch (err) {
    logExternalError('The daily backup failed', err, { stamp });
    outcome.error = externalErrorMessage(err);
  }
  await recordBackupOutcome(outcome);
  return outcome;
}

/** Notes a backup's outcome in service_status/backups; `npm run backup` records its own the same way. */
export async function recordBackupOutcome(outcome: Pick<BackupOutcome, 'ok' | 'location' | 'pictures' | 'error'>): Promise<void> {
  await db.doc(DOCS.backupStatus).set(
    {
      last_run_at: FieldValue.serverTimestamp(),
      last_outcome: outcome.ok ? 'success' : 'failed',
      last_error: outcome.error,
      ...(outcome.ok
        ? { last_success_at: FieldValue.serverTimestamp(), last_location: outcome.location, last_pictures: outcome.pictures }
        : {}),
    },
    { merge: true },
  );
}
