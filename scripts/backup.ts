import { mkdirSync } from 'node:fs';
import { backupStamp } from '../functions/src/backups/backup-rules';
import { exportDocuments } from '../functions/src/backups/firestore-export';
import { backupDestination, backupTarget, verifiedBackupBucket } from './lib/backup-target';
import { PROJECT_FLAG, readCommandLine } from './lib/command-line';
import { requireAccess } from './lib/script-access';

/**
 * npm run backup [-- --project <id>] [--to <gs://bucket/folder | local folder>]
 * Exports Firestore now, as the nightly dailyBackup function does: on a real
 * project to gs://<bucket>/<stamp>/firestore, the bucket named on the dashboard
 * (docs/operations.md, "Backups"), and only into a bucket of this project; on
 * the local emulators to .backups/<stamp>.
 * Prints where the export is: that is what `npm run restore -- --from` takes.
 * The go-live checklist's "last successful backup" counts it, like a nightly one.
 */
async function main() {
  const { project, to } = readCommandLine({
    command: 'npm run backup --',
    flags: { project: PROJECT_FLAG, to: { value: '<gs://bucket/folder | local folder>' } },
  }).flags;
  const target = backupTarget(project);
  await requireAccess(target.local ? undefined : target.projectId);
  const bucket = target.local ? null : await verifiedBackupBucket(target, to);
  const destination = backupDestination(target, backupStamp(new Date()), to, bucket);
  if (target.local) mkdirSync(destination, { recursive: true });
  console.log(`Exporting Firestore of ${target.local ? 'the local emulators' : target.projectId} to ${destination} ...`);
  await exportDocuments(target.projectId, destination, target.quotaProject);
  // Imported only now: the functions' Admin app must find the one backupTarget made for this project.
  const { recordBackupOutcome } = await import('../functions/src/backups/run-backup');
  await recordBackupOutcome({ ok: true, refused: false, location: destination, pictures: null, error: null });
  console.log(`Done. Restore it with: npm run restore -- --project ${target.projectId} --from ${destination}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
