import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../config';
import { SCALING } from '../scaling';
import { CLEVELAND_ZONE } from '../shared/cleveland-time';
import { runBackup } from './run-backup';

/**
 * Every night at 03:00 Cleveland time (few sales, no broadcasts), a backup of
 * Firestore and the Storage pictures. Deployed with the other functions, so
 * `npm run deploy` turns it on; the bucket and its permissions are one-time
 * steps in docs/operations.md ("Backups"). Each run refuses to export until
 * the bucket named on the dashboard is verified as this project's (run-backup.ts).
 */
export const dailyBackup = onSchedule(
  { schedule: 'every day 03:00', timeZone: CLEVELAND_ZONE, region: REGION, timeoutSeconds: 540, retryCount: 0, ...SCALING.dailyBackup },
  async () => {
    await runBackup();
  },
);
