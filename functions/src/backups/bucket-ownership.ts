import { applicationDefault } from 'firebase-admin/app';
import { externalErrorMessage } from '../lib/log-external-error';
import { NO_BUCKET_REASON, bucketRefusal, uncheckedBucketReason, type BucketLookup } from './backup-rules';
import { checked } from './firestore-export';

/**
 * Who owns a bucket, and which project this is, by number. The production
 * lookups ask Google; tests hand in a fixture of owners instead, so the
 * decision runs without the internet.
 */
export interface BucketOwnership {
  /** This project's number. */
  projectNumber(): Promise<string>;
  lookup(bucket: string): Promise<BucketLookup>;
}

/** Inside Cloud Functions the metadata server knows the project's number; nothing in the environment says it. */
const METADATA_PROJECT_NUMBER = 'http://metadata.google.internal/computeMetadata/v1/project/numeric-project-id';

export async function metadataProjectNumber(): Promise<string> {
  const res = await fetch(METADATA_PROJECT_NUMBER, { headers: { 'metadata-flavor': 'Google' } });
  if (!res.ok) throw new Error(`The metadata server gave no project number (${res.status})`);
  return (await res.text()).trim();
}

/** Calls a Google API with the Admin SDK's credentials; `quotaProject` bills a person's own gcloud login to the project (scripts). */
async function googleGet(url: string, what: string, quotaProject?: string): Promise<Record<string, unknown>> {
  const { access_token } = await applicationDefault().getAccessToken();
  const headers: Record<string, string> = { authorization: `Bearer ${access_token}` };
  if (quotaProject) headers['x-goog-user-project'] = quotaProject;
  return (await checked(await fetch(url, { headers }), what)) as Record<string, unknown>;
}

/** Outside Google (scripts, with a gcloud login), the project's number from Resource Manager. */
export const resourceManagerProjectNumber = (projectId: string, quotaProject?: string) => async (): Promise<string> => {
  const project = await googleGet(`https://cloudresourcemanager.googleapis.com/v1/projects/${projectId}`, 'Resource Manager', quotaProject);
  return String(project.projectNumber);
};

/** The owner as Cloud Storage's bucket metadata gives it (storage.buckets.get, which a foreign bucket usually refuses). */
export function googleBucketOwnership(projectNumber: () => Promise<string>, quotaProject?: string): BucketOwnership {
  return {
    projectNumber,
    async lookup(bucket) {
      try {
        const url = `https://storage.googleapis.com/storage/v1/b/${encodeURIComponent(bucket)}?fields=projectNumber`;
        return { projectNumber: String((await googleGet(url, 'Cloud Storage', quotaProject)).projectNumber) };
      } catch (err) {
        if ((err as { status?: number }).status === 404) return 'missing';
        throw err;
      }
    },
  };
}

/** Why a backup may not go into `bucket`, or null when it is this project's. Never throws: an owner not read is a refusal. */
export async function backupBucketRefusal(bucket: string | null, ownership: BucketOwnership): Promise<string | null> {
  if (!bucket) return NO_BUCKET_REASON;
  try {
    const [own, lookup] = await Promise.all([ownership.projectNumber(), ownership.lookup(bucket)]);
    return bucketRefusal(bucket, own, lookup);
  } catch (err) {
    return uncheckedBucketReason(bucket, externalErrorMessage(err));
  }
}
