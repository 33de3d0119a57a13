import { mkdirSync } from 'node:fs';
import { backupStamp } from '../functions/src/backups/backup-rules';
import { exportDocuments } from '../functions/src/backups/firestore-export';
import { backupDestination, backupTarget, verifiedBackupBucket } from './lib/backup-target';
import { PROJECT_FLAG, readCommandLine } from './lib/command-line';
import { requireAccess } from './lib/script-access';

/**
 * npm run backup [-- --project <id>] [--to <gs://bucket/folder | local folder>]
 * Exports Firestore now, as dailyBackup does: into this project's bucket (docs/operations.md, "Backups") at
 * gs://<bucket>/<stamp>/firestore, or .backups/<stamp> locally. Prints the path `npm run restore -- --from` takes; the
 * checklist's "last successful backup" counts it.
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
