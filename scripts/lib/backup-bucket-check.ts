import { applicationDefault } from 'firebase-admin/app';
import { backupBucketRefusal, googleBucketOwnership, resourceManagerProjectNumber } from '../../functions/src/backups/bucket-ownership';
import { DOCS } from '../../functions/src/shared/collections';
import { readOperationsSettings } from '../../functions/src/shared/operations/operations-settings';

export interface BackupBucketCheck {
  /** true: the named bucket is this project's; false: refused (the nightly backup would be too); null: not checked. */
  ok: boolean | null;
  line: string;
}

/** The bucket named in operations_settings, read through Firestore's REST API with the gcloud login (preflight loads no Admin app of its own). */
async function namedBucket(projectId: string): Promise<string | null> {
  const { access_token } = await applicationDefault().getAccessToken();
  const url = `https://firestore.googleapis.com/v1/projects/${projectId}/databases/(default)/documents/${DOCS.operationsSettings}`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${access_token}`, 'x-goog-user-project': projectId } });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`Firestore answered ${res.status}`);
  const doc = (await res.json()) as { fields?: { backup_bucket?: { stringValue?: string } } };
  return readOperationsSettings({ backup_bucket: doc.fields?.backup_bucket?.stringValue }).backupBucket;
}

/**
 * Preflight's backup check: the bucket the owner named exists and belongs to
 * this project's number, the same check every backup run makes. Before the
 * first deploy nothing can be named yet, which is said, not counted as a fault.
 */
export async function checkBackupBucket(projectId: string): Promise<BackupBucketCheck> {
  let bucket: string | null;
  try {
    bucket = await namedBucket(projectId);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return { ok: null, line: `? Backup bucket not checked (${why}): \`gcloud auth application-default login\`, then run this again.` };
  }
  if (!bucket) {
    return {
      ok: null,
      line: '· Backup bucket: none named yet. After the first deploy, name it under "Alerts and backups" on /admin; until then the nightly backup refuses to run.',
    };
  }
  const refusal = await backupBucketRefusal(bucket, googleBucketOwnership(resourceManagerProjectNumber(projectId, projectId), projectId));
  return refusal ? { ok: false, line: `✘ ${refusal}` } : { ok: true, line: `✔ Backup bucket gs://${bucket} belongs to this project.` };
}
