import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyIcon from '@mui/icons-material/Key';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCS } from '@shared/collections';
import {
  EXAMPLE_PERMALINK,
  PING_SECRET_MAX,
  gumroadSettingsSchema,
  permalinksFromText,
  type GumroadSettingsInput,
} from '@shared/gumroad/ping-settings';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminShell } from '@/components/admin/admin-shell';
import { SettingsCard, SettingsEditor } from '@/components/admin/settings-editor';
import { useToast } from '@/components/feedback/toast-provider';
import { fieldProps } from '@/components/forms/form-field-props';
import { ADMIN_PATHS } from '@/config/admin-paths';
import { useSettingsForm } from '@/hooks/use-settings-form';
import { generateWebhookSecret } from '../api/webhook-secret';
import { gumroadWebhookUrl } from '../api/webhook-url';

const FALLBACK: GumroadSettingsInput = { gumroad_webhook_secret: '', gumroad_product_permalinks: [] };

/** The form edits the product list as text, one permalink a line. */
type GumroadFormValues = Omit<GumroadSettingsInput, 'gumroad_product_permalinks'> & { gumroad_product_permalinks: string };

const toFormValues = (s: GumroadSettingsInput): GumroadFormValues => ({
  ...s,
  gumroad_product_permalinks: s.gumroad_product_permalinks.join('\n'),
});
const fromFormValues = (v: GumroadFormValues) => ({ ...v, gumroad_product_permalinks: permalinksFromText(v.gumroad_product_permalinks) });

export default function GumroadSettingsPage() {
  return (
    <AdminShell
      title="Gumroad Settings"
      back={{ to: ADMIN_PATHS.dashboard, label: 'Admin Dashboard' }}
      actions={
        <>
          <Button component={RouterLink} to={ADMIN_PATHS.webhooks} variant="outlined">
            Webhook Events
          </Button>
          <Button component={RouterLink} to={ADMIN_PATHS.importGumroad} variant="outlined">
            Import from Gumroad
          </Button>
        </>
      }
    >
      <SettingsEditor path={DOCS.gumroadSettings} fallback={FALLBACK}>
        {(initial, save) => <GumroadSettingsForm initial={initial} save={save} />}
      </SettingsEditor>
    </AdminShell>
  );
}

function GumroadSettingsForm({ initial, save }: { initial: GumroadSettingsInput; save: (v: GumroadSettingsInput) => Promise<void> }) {
  const toast = useToast();
  const [showSecret, setShowSecret] = useState(false);
  const formik = useSettingsForm({ initial, save, schema: gumroadSettingsSchema, toForm: toFormValues, fromForm: fromFormValues });
  const field = (name: keyof GumroadFormValues, hint?: string) => fieldProps(formik, name, hint);
  const secret = formik.values.gumroad_webhook_secret.trim();
  const webhookUrl = secret ? gumroadWebhookUrl(secret) : '';
  const secretUnsaved = secret !== initial.gumroad_webhook_secret.trim();
  const generate = () => {
    void formik.setFieldValue('gumroad_webhook_secret', generateWebhookSecret());
    setShowSecret(true);
  };
  const copy = () =>
    navigator.clipboard.writeText(webhookUrl).then(
      () => toast({ title: 'Copied', message: 'Webhook URL copied to the clipboard', severity: 'success' }),
      () => toast({ title: 'Copy failed', message: 'Select the address and copy it by hand.', severity: 'error' }),
    );

  return (
    <SettingsCard onSubmit={formik.handleSubmit} saving={formik.isSubmitting} sx={{ maxWidth: 800 }}>
      <Typography variant="h6" component="h2">
        Gumroad webhook
      </Typography>
      <Typography variant="body2">
        Gumroad does not sign its pings, so the secret in the ping URL is what proves a ping comes from Gumroad. While the secret is empty,
        pings are off: every ping is refused and listed as refused under Webhook Events.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          {...field(
            'gumroad_webhook_secret',
            'Empty turns pings off. A new secret works once saved; pings carrying the old one are refused from then on.',
          )}
          label="Webhook Secret"
          type={showSecret ? 'text' : 'password'}
          autoComplete="off"
          fullWidth
          slotProps={{
            htmlInput: { maxLength: PING_SECRET_MAX, spellCheck: false },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={showSecret ? 'Hide secret' : 'Show secret'} onClick={() => setShowSecret((s) => !s)} edge="end">
                    {showSecret ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          variant="outlined"
          startIcon={<KeyIcon />}
          onClick={generate}
          disabled={formik.isSubmitting}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          Generate secret
        </Button>
      </Stack>
      {webhookUrl ? (
        <TextField
          id="settings-webhook-url"
          label="Webhook URL"
          value={webhookUrl}
          multiline
          helperText={`${secretUnsaved ? 'Save first, then paste' : 'Paste'} this into Gumroad: Settings → Advanced → Ping. It holds the secret: keep it private.`}
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label="Copy webhook URL" onClick={copy} edge="end">
                    <ContentCopyIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      ) : (
        <Alert severity="warning" role="status">
          Pings are off: no webhook secret is set. Press Generate secret, save, and paste the webhook URL that appears here into Gumroad.
        </Alert>
      )}
      <TextField
        {...field(
          'gumroad_product_permalinks',
          `One per line: the part after /l/ in the product's address (e.g. ${EXAMPLE_PERMALINK}), or paste the address. Add the product's Product ID too (a column of Gumroad's sales export) to import its orders. Only sales of these products make Founding Floaters; others are logged and change nothing. Empty: no sale is accepted.`,
        )}
        label="Founding Floater products (Gumroad permalinks or Product IDs)"
        multiline
        minRows={2}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
    </SettingsCard>
  );
}
