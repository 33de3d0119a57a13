import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { importDocuments } from '../functions/src/backups/firestore-export';
import { OVERWRITE_FLAG, backupTarget, nonEmptyCollections, option } from './lib/backup-target';

/**
 * npm run restore -- --project <id> --from <export> [--overwrite-live-data]
 * Imports a Firestore export (a gs:// folder from the nightly backup or
 * `npm run backup`; locally, a folder under .backups/) into the project.
 * An import writes every exported document over the one of the same path
 * and leaves other documents alone, so into a database that holds anything it
 * refuses unless told with --overwrite-live-data.
 */
async function main() {
  const args = process.argv.slice(2);
  const from = option(args, '--from');
  if (!from) throw new Error('Say which export to restore: --from <gs://bucket/folder or local folder> (npm run backup prints it).');
  const target = backupTarget(args);
  const source = target.local ? resolve(from) : from;
  if (target.local && !existsSync(source)) throw new Error(`No export at ${source}.`);
  if (!target.local && !source.startsWith('gs://')) throw new Error(`A real project restores from a gs:// folder; ${from} is not one.`);

  const live = await nonEmptyCollections();
  const where = target.local ? 'the local emulators' : target.projectId;
  if (live.length && !args.includes(OVERWRITE_FLAG)) {
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
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
