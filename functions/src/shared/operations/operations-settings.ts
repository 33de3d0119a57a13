import { number, object, string, type InferType } from 'yup';
import { emailAddress } from '../email/schemas';

/**
 * `operations_settings/default`: where alerts go, which bucket daily backups
 * go to and how long they are kept. The dashboard's form validates with this,
 * the functions read it through it, and firestore.rules
 * (validOperationsSettings) mirrors it.
 */
export const BACKUP_RETENTION_DAYS = { min: 7, max: 365, default: 30 } as const;

/**
 * Cloud Storage's rule for a bucket name without dots: 3 to 63 lowercase
 * letters, digits, dashes and underscores, a letter or digit at each end.
 * firestore.rules holds the same pattern, made optional (an empty name is "none yet").
 */
export const BACKUP_BUCKET_PATTERN = /^[a-z0-9][a-z0-9_-]{1,61}[a-z0-9]$/;

/** How many random letters the suggested bucket name ends with: enough that nobody can take the name ahead of the owner. */
export const BACKUP_BUCKET_SUFFIX_LENGTH = 8;

const alertEmail = emailAddress('Alert email');
const backupBucket = string()
  .trim()
  .default('')
  .matches(BACKUP_BUCKET_PATTERN, {
    excludeEmptyString: true,
    message: 'A bucket name is 3 to 63 lowercase letters, digits, dashes or underscores, starting and ending with a letter or digit',
  });
const retentionDays = number()
  .typeError('Days to keep backups must be a whole number')
  .required('Days to keep backups is required')
  .integer('Days to keep backups must be a whole number')
  .min(BACKUP_RETENTION_DAYS.min, `Keep backups at least ${BACKUP_RETENTION_DAYS.min} days`)
  .max(BACKUP_RETENTION_DAYS.max, `Keep backups at most ${BACKUP_RETENTION_DAYS.max} days`)
  .default(BACKUP_RETENTION_DAYS.default);

export const operationsSettingsSchema = object({ alert_email: alertEmail, backup_bucket: backupBucket, backup_retention_days: retentionDays });
export type OperationsSettingsInput = InferType<typeof operationsSettingsSchema>;

export interface OperationsSettings {
  alertEmail: string | null;
  /** The bucket the owner named for backups; null until one is. Whose it is, is checked at every run (functions/src/backups). */
  backupBucket: string | null;
  retentionDays: number;
}

/** What a saved document means, whatever it holds: an unset or invalid field reads as "none" or the default retention. */
export function readOperationsSettings(data: Record<string, unknown> | undefined): OperationsSettings {
  const bucket = typeof data?.backup_bucket === 'string' ? data.backup_bucket.trim() : '';
  return {
    alertEmail: alertEmail.isValidSync(data?.alert_email) ? String(data!.alert_email).trim() : null,
    backupBucket: BACKUP_BUCKET_PATTERN.test(bucket) ? bucket : null,
    retentionDays: retentionDays.isValidSync(data?.backup_retention_days, { strict: true })
      ? Number(data!.backup_retention_days)
      : BACKUP_RETENTION_DAYS.default,
  };
}

/**
 * A backup bucket name to suggest: `<project-id>-backups-` and random
 * lowercase letters. A name anyone could guess can be created first in
 * someone else's project; a random one cannot be taken ahead of the owner.
 * `randomByte` gives 0 to 255 (crypto's getRandomValues in the browser).
 */
export function suggestedBackupBucket(projectId: string, randomByte: () => number): string {
  const letters = Array.from({ length: BACKUP_BUCKET_SUFFIX_LENGTH }, () => String.fromCharCode(97 + (randomByte() % 26))).join('');
  return `${projectId}-backups-${letters}`;
}
