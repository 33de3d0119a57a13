import { mkdirSync } from 'node:fs';
import { backupStamp } from '../functions/src/backups/backup-rules';
import { exportDocuments } from '../functions/src/backups/firestore-export';
import { backupDestination, backupTarget, option, verifiedBackupBucket } from './lib/backup-target';

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
  const args = process.argv.slice(2);
  const target = backupTarget(args);
  const to = option(args, '--to');
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
