/**
 * The daily backup's plain rules: how an export is named, whether the bucket
 * may take it, and which old ones the retention setting lets go. No
 * Firestore, no network.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** A sortable folder name for a backup started at `now`, e.g. `2026-11-27T08-00-00Z` (no colons: gs:// and file paths take it as it is). */
export function backupStamp(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-');
}

const STAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z$/;

export function stampTime(stamp: string): Date | null {
  const m = STAMP.exec(stamp);
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) : null;
}

/** What Cloud Storage says of the backup bucket: the number of the project that owns it, or that there is none of that name. */
export type BucketLookup = { projectNumber: string } | 'missing';

const HOW_TO_FIX = 'docs/operations.md, "Backups", says how to create one in this project and name it on the admin dashboard.';

/** Why a backup is refused when no bucket is named in operations_settings. */
export const NO_BUCKET_REASON = `No backup bucket is named under "Alerts and backups" on the admin dashboard. ${HOW_TO_FIX}`;

/**
 * Why nothing may be exported into `bucket`, or null when it belongs to this
 * project. The name proves nothing: anyone can create a free bucket name in
 * their own project and let our service accounts write to it, so only the
 * owning project's number, as Cloud Storage reports it, decides.
 */
export function bucketRefusal(bucket: string, ownProjectNumber: string, lookup: BucketLookup): string | null {
  if (lookup === 'missing') return `The backup bucket gs://${bucket} does not exist. ${HOW_TO_FIX}`;
  if (lookup.projectNumber === ownProjectNumber) return null;
  return `The backup bucket gs://${bucket} belongs to another Google Cloud project (number ${lookup.projectNumber}), not this one (${ownProjectNumber}). ${HOW_TO_FIX}`;
}

/** Why a backup is refused when the bucket's owner could not be read (no permission to read it, no network). */
export const uncheckedBucketReason = (bucket: string, error: string) =>
  `Who owns the backup bucket gs://${bucket} could not be checked (${error}), so nothing was exported into it. ${HOW_TO_FIX}`;

/**
 * The backup folders older than the retention, oldest first. Folders that are
 * not ours (no stamp) are never touched, and the newest backup is always kept,
 * however old, so a string of failed runs cannot leave the owner with none.
 */
export function expiredBackups(folders: string[], now: Date, retentionDays: number): string[] {
  const dated = folders
    .map((folder) => ({ folder, at: stampTime(folder) }))
    .filter((f): f is { folder: string; at: Date } => f.at !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const cutoff = now.getTime() - retentionDays * DAY_MS;
  return dated
    .slice(0, -1)
    .filter((f) => f.at.getTime() < cutoff)
    .map((f) => f.folder);
}
