import type { BucketOwnership } from '../../functions/src/backups/bucket-ownership';

/** Bucket owners from a fixture instead of Cloud Storage: `owners` maps each existing bucket to its project's number. */
export function fixtureBucketOwnership(ownProjectNumber: string, owners: Record<string, string>): BucketOwnership {
  return {
    projectNumber: async () => ownProjectNumber,
    lookup: async (bucket) => (bucket in owners ? { projectNumber: owners[bucket]! } : 'missing'),
  };
}
