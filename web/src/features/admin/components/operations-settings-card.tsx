import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCS } from '@shared/collections';
import {
  BACKUP_RETENTION_DAYS,
  operationsSettingsSchema,
  type OperationsSettingsInput,
} from '@shared/operations/operations-settings';
import { SettingsCard, SettingsEditor } from '@/components/admin/settings-editor';
import { fieldProps } from '@/components/forms/form-field-props';
import { useSettingsForm } from '@/hooks/use-settings-form';

const FALLBACK: OperationsSettingsInput = { alert_email: '', backup_retention_days: BACKUP_RETENTION_DAYS.default };

/** The retention as typed: a number input hands over a number, or '' when empty; the schema says what is wrong. */
interface OperationsFormValues {
  alert_email: string;
  backup_retention_days: number | string;
}

const toForm = (s: OperationsSettingsInput): OperationsFormValues => ({ ...s, backup_retention_days: String(s.backup_retention_days) });
const fromForm = (v: OperationsFormValues) => ({
  ...v,
  backup_retention_days: String(v.backup_retention_days).trim() === '' ? undefined : Number(v.backup_retention_days),
});

/** Where alerts go and how long the nightly backups are kept (operations_settings/default). */
export function OperationsSettingsCard() {
  return (
    <SettingsEditor path={DOCS.operationsSettings} fallback={FALLBACK}>
      {(initial, save) => <OperationsSettingsForm initial={initial} save={save} />}
    </SettingsEditor>
  );
}

function OperationsSettingsForm({ initial, save }: { initial: OperationsSettingsInput; save: (v: OperationsSettingsInput) => Promise<void> }) {
  const formik = useSettingsForm({ initial, save, schema: operationsSettingsSchema, toForm, fromForm });
  return (
    <SettingsCard onSubmit={formik.handleSubmit} saving={formik.isSubmitting} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2">
        Alerts and backups
      </Typography>
      <TextField
        {...fieldProps(
          formik,
          'alert_email',
          'When Gumroad pings fail for an hour, emails bounce, webhooks fail or a backup fails, one email a day per kind goes here.',
        )}
        label="Alert email"
        type="email"
        required
      />
      <TextField
        {...fieldProps(formik, 'backup_retention_days', 'The nightly backup keeps this many days of exports; older ones are deleted.')}
        label="Days to keep backups"
        type="number"
        required
        slotProps={{ htmlInput: { min: BACKUP_RETENTION_DAYS.min, max: BACKUP_RETENTION_DAYS.max, step: 1, inputMode: 'numeric' } }}
      />
    </SettingsCard>
  );
}
