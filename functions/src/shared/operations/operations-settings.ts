import { number, object, type InferType } from 'yup';
import { emailAddress } from '../email/schemas';

/**
 * `operations_settings/default`: where alerts go and how long daily backups
 * are kept. The dashboard's form validates with this, the functions read it
 * through it, and firestore.rules (validOperationsSettings) mirrors it.
 */
export const BACKUP_RETENTION_DAYS = { min: 7, max: 365, default: 30 } as const;

const alertEmail = emailAddress('Alert email');
const retentionDays = number()
  .typeError('Days to keep backups must be a whole number')
  .required('Days to keep backups is required')
  .integer('Days to keep backups must be a whole number')
  .min(BACKUP_RETENTION_DAYS.min, `Keep backups at least ${BACKUP_RETENTION_DAYS.min} days`)
  .max(BACKUP_RETENTION_DAYS.max, `Keep backups at most ${BACKUP_RETENTION_DAYS.max} days`)
  .default(BACKUP_RETENTION_DAYS.default);

export const operationsSettingsSchema = object({ alert_email: alertEmail, backup_retention_days: retentionDays });
export type OperationsSettingsInput = InferType<typeof operationsSettingsSchema>;

/** What a saved document means, whatever it holds: an unset or invalid field reads as "no address" or the default retention. */
export function readOperationsSettings(data: Record<string, unknown> | undefined): { alertEmail: string | null; retentionDays: number } {
  return {
    alertEmail: alertEmail.isValidSync(data?.alert_email) ? String(data!.alert_email).trim() : null,
    retentionDays: retentionDays.isValidSync(data?.backup_retention_days, { strict: true })
      ? Number(data!.backup_retention_days)
      : BACKUP_RETENTION_DAYS.default,
  };
}
