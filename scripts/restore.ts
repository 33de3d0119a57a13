import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { importDocuments } from '../functions/src/backups/firestore-export';
import { OVERWRITE_FLAG, backupTarget, nonEmptyCollections } from './lib/backup-target';
import { PROJECT_FLAG, readCommandLine } from './lib/command-line';
import { loginFailure, requireAccess } from './lib/script-access';

/**
 * npm run restore -- --project <id> --from <export> [--overwrite-live-data]
 * Imports a Firestore export (a backup's gs:// folder, or locally a folder under .backups/). An import overwrites
 * documents of the same path, so a non-empty database is refused without --overwrite-live-data.
 */
const { flags } = readCommandLine({
  command: 'npm run restore --',
  flags: {
    project: PROJECT_FLAG,
    from: {
      value: '<export>',
      required: 'Say which export to restore: --from <gs://bucket/folder or local folder> (npm run backup prints it)',
    },
    'overwrite-live-data': {},
  },
});

async function main() {
  const from = flags.from;
  const target = backupTarget(flags.project);
  if (target.local && from.startsWith('gs://')) {
    throw new Error(
      'A gs:// export is restored into a real project: add --project <id> (without it, restore works on the local emulators).',
    );
  }
  await requireAccess(target.local ? undefined : target.projectId);
  const source = target.local ? resolve(from) : from;
  if (target.local && !existsSync(source)) throw new Error(`No export at ${source}.`);
  if (!target.local && !source.startsWith('gs://')) throw new Error(`A real project restores from a gs:// folder; ${from} is not one.`);

  const live = await nonEmptyCollections();
  const where = target.local ? 'the local emulators' : target.projectId;
  if (live.length && !flags['overwrite-live-data']) {
    throw new Error(
      `Refused: the database of ${where} is not empty (${live.join(', ')}). A restore writes the export's documents over ` +
        `these and keeps the rest. Run it again with ${OVERWRITE_FLAG} if that is what you want.`,
    );
  }
  console.log(`Importing ${source} into Firestore of ${where} ...`);
  await importDocuments(target.projectId, source, target.quotaProject);
  console.log('Done.');
}

main().then(
  () => process.exit(0),
  (err) => {
    // Google's refusals of the login are explained as admin:grant explains them; anything else is already a sentence.
    const login = flags.project ? loginFailure(err, flags.project) : undefined;
    console.error(login ?? (err instanceof Error ? err.message : err));
    process.exit(1);
  },
);
