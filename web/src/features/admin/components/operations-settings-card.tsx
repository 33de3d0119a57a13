import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCS } from '@shared/collections';
import {
  BACKUP_RETENTION_DAYS,
  operationsSettingsSchema,
  suggestedBackupBucket,
  type OperationsSettingsInput,
} from '@shared/operations/operations-settings';
import { useState } from 'react';
import { firebaseConfig } from '@/config/firebase';
import { SettingsCard, SettingsEditor } from '@/components/admin/settings-editor';
import { fieldProps } from '@/components/forms/form-field-props';
import { useSettingsForm } from '@/hooks/use-settings-form';

const FALLBACK: OperationsSettingsInput = { alert_email: '', backup_bucket: '', backup_retention_days: BACKUP_RETENTION_DAYS.default };

/** The retention as typed: a number input hands over a number, or '' when empty; the schema says what is wrong. */
interface OperationsFormValues {
  alert_email: string;
  backup_bucket: string;
  backup_retention_days: number | string;
}

const randomByte = () => crypto.getRandomValues(new Uint8Array(1))[0]!;

const toForm = (s: OperationsSettingsInput): OperationsFormValues => ({ ...s, backup_retention_days: String(s.backup_retention_days) });
const fromForm = (v: OperationsFormValues) => ({
  ...v,
  backup_retention_days: String(v.backup_retention_days).trim() === '' ? undefined : Number(v.backup_retention_days),
});

/** Where alerts go, and where and how long the nightly backups are kept (operations_settings/default). */
export function OperationsSettingsCard() {
  return (
    <SettingsEditor path={DOCS.operationsSettings} fallback={FALLBACK}>
      {(initial, save) => <OperationsSettingsForm initial={initial} save={save} />}
    </SettingsEditor>
  );
}

function OperationsSettingsForm({ initial, save }: { initial: OperationsSettingsInput; save: (v: OperationsSettingsInput) => Promise<void> }) {
  const formik = useSettingsForm({ initial, save, schema: operationsSettingsSchema, toForm, fromForm });
  // One suggestion per visit; the owner creates that bucket in this project, then saves its name.
  const [suggestion] = useState(() => suggestedBackupBucket(firebaseConfig.projectId, randomByte));
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
        {...fieldProps(
          formik,
          'backup_bucket',
          'A Cloud Storage bucket you created in this project. Every backup checks that it is this project\'s and refuses otherwise.',
        )}
        label="Backup bucket"
      />
      {!formik.values.backup_bucket.trim() && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">
            Suggested: <code>{suggestion}</code>
          </Typography>
          <Button size="small" variant="outlined" onClick={() => void formik.setFieldValue('backup_bucket', suggestion)}>
            Use this name
          </Button>
        </Stack>
      )}
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
