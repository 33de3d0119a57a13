import { join, resolve } from 'node:path';
import { getFirestore } from 'firebase-admin/firestore';
import { backupBucketRefusal, googleBucketOwnership, resourceManagerProjectNumber } from '../../functions/src/backups/bucket-ownership';
import { DOCS } from '../../functions/src/shared/collections';
import { readOperationsSettings } from '../../functions/src/shared/operations/operations-settings';
import { adminApp } from './admin';
import { PROJECT_ID, ROOT } from './ports';

/**
 * What `npm run backup` and `npm run restore` work on: a real project through
 * Application Default Credentials (`gcloud auth application-default login`),
 * or, without --project or with the demo id, the local emulators, whose
 * exports are folders under .backups/.
 */
export interface BackupTarget {
  projectId: string;
  local: boolean;
  /** Billed to the project itself, so a personal gcloud login needs no quota project of its own. */
  quotaProject: string | undefined;
}

/** The flag that says "yes, write this export over the documents the database holds now" (npm run restore). */
export const OVERWRITE_FLAG = '--overwrite-live-data';

export const LOCAL_BACKUPS = join(ROOT, '.backups');

export function backupTarget(projectFlag: string | undefined): BackupTarget {
  const project = projectFlag ?? PROJECT_ID;
  if (project.startsWith('demo-') && project !== PROJECT_ID) {
    throw new Error(`${project} is a demo id but not this checkout's emulators (${PROJECT_ID}).`);
  }
  const local = project === PROJECT_ID;
  adminApp(local ? undefined : project);
  return { projectId: project, local, quotaProject: local ? undefined : project };
}

/**
 * The bucket a backup of a real project goes to: `--to`'s, else the one named
 * on the dashboard. Thrown out, and recorded as refused (so the owner is
 * alerted as for a nightly run), unless Cloud Storage says it is this project's.
 */
export async function verifiedBackupBucket(target: BackupTarget, to: string | undefined): Promise<string> {
  const named = readOperationsSettings((await getFirestore(adminApp()).doc(DOCS.operationsSettings).get()).data()).backupBucket;
  const bucket = to === undefined ? named : /^gs:\/\/([^/]+)\//.exec(to)?.[1];
  if (bucket === undefined) throw new Error('--to on a real project takes gs://<bucket>/<folder>.');
  const { projectId, quotaProject } = target;
  const ownership = googleBucketOwnership(resourceManagerProjectNumber(projectId, quotaProject), quotaProject);
  const refusal = await backupBucketRefusal(bucket, ownership);
  if (!refusal) return bucket!;
  // Imported only now: the functions' Admin app must find the one backupTarget made for this project.
  const { recordBackupOutcome } = await import('../../functions/src/backups/run-backup');
  await recordBackupOutcome({ ok: false, refused: true, location: null, pictures: null, error: refusal });
  throw new Error(`Refused, nothing exported: ${refusal}`);
}

/** Where a new backup goes: `--to`, else a folder named by the stamp under .backups/ or in the verified bucket. */
export function backupDestination(target: BackupTarget, stamp: string, to: string | undefined, bucket: string | null): string {
  if (to) return target.local ? resolve(to) : to;
  return target.local ? join(LOCAL_BACKUPS, stamp) : `gs://${bucket}/${stamp}/firestore`;
}

/** The top-level collections that hold at least one document: a database with any is live. */
export async function nonEmptyCollections(): Promise<string[]> {
  const db = getFirestore(adminApp());
  const collections = await db.listCollections();
  const counts = await Promise.all(collections.map(async (c) => [c.id, (await c.limit(1).get()).size] as const));
  return counts.filter(([, n]) => n > 0).map(([id]) => id);
}
