/**
 * The daily backup's plain rules: how an export is named, where it goes, and
 * which old ones the retention setting lets go. No Firestore, no network.
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

/** The bucket daily exports go to, created once by hand (docs/operations.md, "Backups"). */
export const defaultBackupBucket = (projectId: string) => `${projectId}-backups`;

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
