import { getFirestore } from 'firebase-admin/firestore';
import { recountFoundingSpots } from '../functions/src/membership/recount-spots';
import type { SpotsRecount } from '../functions/src/shared/membership/founding-spots';
import { adminApp } from './lib/admin';
import { PROJECT_FLAG, readCommandLine } from './lib/command-line';
import { requireAccess } from './lib/script-access';

/**
 * npm run recount [-- --project real-project-id]
 * Sets `counters/founding_spots` to the completed Founding Floater sales (a count query over `sales/`) and prints
 * the count before and after. Without --project it works on the local emulators; with it, on the real project
 * through Application Default Credentials (gcloud auth application-default login). `npm run deploy` runs the same
 * recount when the counter is missing.
 */
export function describeRecount({ before, after, changed }: SpotsRecount, where: string): string {
  const was = before === null ? 'no counter' : `${before} taken`;
  return changed
    ? `Founding spots (${where}): ${was} before, ${after} taken now.`
    : `Founding spots (${where}): ${after} taken, already right.`;
}

async function main() {
  const { project } = readCommandLine({ command: 'npm run recount --', flags: { project: PROJECT_FLAG } }).flags;
  await requireAccess(project);
  const recount = await recountFoundingSpots(getFirestore(adminApp(project)));
  console.log(describeRecount(recount, project ?? 'the local emulators'));
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
