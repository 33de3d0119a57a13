import { db } from '../lib/admin';
import { DOCS } from '../shared/collections';
import { CLEVELAND_ZONE } from '../shared/cleveland-time';
import { HOUR_MS, dateOf, ownerTime, type AlertTrigger } from './alert-trigger';

/** What service_status/backups says (functions/src/backups/run-backup.ts). */
export interface BackupStatus {
  lastRunAt: Date | null;
  lastOutcome: string | null;
  lastSuccessAt: Date | null;
  lastError: string | null;
}

/** A daily backup that has not succeeded for two days and a bit is missing, even if no run recorded a failure. */
export const BACKUP_STALE_MS = 50 * HOUR_MS;

export function backupAlert(s: BackupStatus, now: Date): string | null {
  if (!s.lastRunAt) return null; // no backup has run yet: the emulators, or a project before its first night
  if (s.lastOutcome === 'refused') {
    return `The backup of ${ownerTime(s.lastRunAt, CLEVELAND_ZONE)} was refused and nothing was exported: ${s.lastError ?? 'no reason recorded'}`;
  }
  if (s.lastOutcome === 'failed') {
    const since = s.lastSuccessAt ? `The last good one is from ${ownerTime(s.lastSuccessAt, CLEVELAND_ZONE)}.` : 'No backup has succeeded yet.';
    return `The backup of ${ownerTime(s.lastRunAt, CLEVELAND_ZONE)} failed: ${s.lastError ?? 'no reason recorded'}. ${since} The "Backups" section of docs/operations.md lists what the backup needs.`;
  }
  if (s.lastSuccessAt && now.getTime() - s.lastSuccessAt.getTime() > BACKUP_STALE_MS) {
    return `No backup has succeeded since ${ownerTime(s.lastSuccessAt, CLEVELAND_ZONE)}: check that the dailyBackup function is deployed and its schedule enabled.`;
  }
  return null;
}

export async function readBackupStatus(): Promise<BackupStatus> {
  const data = (await db.doc(DOCS.backupStatus).get()).data() ?? {};
  return {
    lastRunAt: dateOf(data.last_run_at),
    lastOutcome: typeof data.last_outcome === 'string' ? data.last_outcome : null,
    lastSuccessAt: dateOf(data.last_success_at),
    lastError: typeof data.last_error === 'string' ? data.last_error : null,
  };
}

export const backupFailedAlert: AlertTrigger = {
  kind: 'backup-failed',
  evaluate: async (now) => backupAlert(await readBackupStatus(), now),
};
