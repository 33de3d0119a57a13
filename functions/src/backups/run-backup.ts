import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { externalErrorMessage, logExternalError } from '../lib/log-external-error';
import { DOCS } from '../shared/collections';
import { readOperationsSettings } from '../shared/operations/operations-settings';
import { backupStore, type BackupStore } from './backup-storage';
import { backupStamp, expiredBackups } from './backup-rules';
import { backupBucketRefusal, googleBucketOwnership, metadataProjectNumber, type BucketOwnership } from './bucket-ownership';
import { exportDocuments } from './firestore-export';

export interface BackupOutcome {
  ok: boolean;
  /** Nothing was exported because the bucket is not named or not this project's; `error` says why. */
  refused: boolean;
  stamp: string;
  location: string | null;
  pictures: number | null;
  removed: string[];
  error: string | null;
}

const projectId = () => process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? '';

/** What a run works with; tests hand in a local store and a fixture of bucket owners. */
export interface BackupDependencies {
  /** Where the export goes; by default the named bucket (a local folder on the emulators). */
  store?: BackupStore;
  ownership?: BucketOwnership;
}

/**
 * One backup: check the operations_settings bucket is this project's, export Firestore, copy Storage pictures, prune
 * past retention, record the outcome in service_status/backups. Failures are recorded, not thrown: the backup-failed
 * alert, not a retry storm, tells the owner.
 */
export async function runBackup(now = new Date(), deps: BackupDependencies = {}): Promise<BackupOutcome> {
  const project = projectId();
  const stamp = backupStamp(now);
  const outcome: BackupOutcome = { ok: false, refused: false, stamp, location: null, pictures: null, removed: [], error: null };
  try {
    const { backupBucket, retentionDays } = readOperationsSettings((await db.doc(DOCS.operationsSettings).get()).data());
    const refusal = await backupBucketRefusal(backupBucket, deps.ownership ?? googleBucketOwnership(metadataProjectNumber));
    if (refusal) {
      logExternalError('The daily backup was refused', new Error(refusal), { stamp });
      outcome.refused = true;
      outcome.error = refusal;
    } else {
      const backups = deps.store ?? backupStore(backupBucket!);
      const location = backups.exportDestination(stamp);
      await exportDocuments(project, location);
      outcome.location = location;
      outcome.pictures = await backups.copyPictures(stamp);
      outcome.removed = expiredBackups(await backups.folders(), now, retentionDays);
      for (const folder of outcome.removed) await backups.remove(folder);
      outcome.ok = true;
    }
  } catch (err) {
    logExternalError('The daily backup failed', err, { stamp });
    outcome.error = externalErrorMessage(err);
  }
  await recordBackupOutcome(outcome);
  return outcome;
}

/** Notes a backup's outcome in service_status/backups; `npm run backup` records its own the same way. */
export async function recordBackupOutcome(
  outcome: Pick<BackupOutcome, 'ok' | 'refused' | 'location' | 'pictures' | 'error'>,
): Promise<void> {
  await db.doc(DOCS.backupStatus).set(
    {
      last_run_at: FieldValue.serverTimestamp(),
      last_outcome: outcome.ok ? 'success' : outcome.refused ? 'refused' : 'failed',
      last_error: outcome.error,
      ...(outcome.ok
        ? { last_success_at: FieldValue.serverTimestamp(), last_location: outcome.location, last_pictures: outcome.pictures }
        : {}),
    },
    { merge: true },
  );
}
