import { ContentCopyIcon } from '@/components/icons/content-copy-icon';
import { KeyIcon } from '@/components/icons/key-icon';
import { VisibilityIcon } from '@/components/icons/visibility-icon';
import { VisibilityOffIcon } from '@/components/icons/visibility-off-icon';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { useState } from 'react';
import { PING_SECRET_MAX, type WebhookSecretInput } from '@shared/gumroad/ping-settings';
import { useToast } from '@/components/feedback/toast-provider';
import { fieldProps } from '@/components/forms/form-field-props';
import { generateWebhookSecret } from '@/lib/webhook-secret';
import { gumroadWebhookUrl } from '@/lib/webhook-url';

type SecretForm = WebhookSecretInput & { [key: string]: string | number };

interface WebhookSecretFieldsProps<T extends SecretForm> {
  formik: FormikProps<T>;
  /** The secret as stored, to tell the admin a new one works only once saved. */
  savedSecret: string;
}

/**
 * The Gumroad ping secret and the webhook URL it makes. Two screens edit the
 * same `gumroad_settings/default` field with these: the spec's Settings page
 * (/admin/email/settings) and the Gumroad settings screen.
 */
export function WebhookSecretFields<T extends SecretForm>({ formik, savedSecret }: WebhookSecretFieldsProps<T>) {
  const toast = useToast();
  const [showSecret, setShowSecret] = useState(false);
  const secret = formik.values.gumroad_webhook_secret.trim();
  const webhookUrl = gumroadWebhookUrl(secret);
  const secretUnsaved = secret !== savedSecret.trim();
  const generate = () => {
    void formik.setFieldValue('gumroad_webhook_secret', generateWebhookSecret());
    setShowSecret(true);
  };
  const copy = () =>
    navigator.clipboard.writeText(webhookUrl).then(
      () => toast({ title: 'Copied', message: 'Webhook URL copied to the clipboard', severity: 'success' }),
      () => toast({ title: 'Copy failed', message: 'Select the address and copy it by hand.', severity: 'error' }),
    );
  const urlHint = !secret
    ? 'Pings to this address are refused until a webhook secret is saved.'
    : `${secretUnsaved ? 'Save first, then paste' : 'Paste'} this into Gumroad: Settings → Advanced → Ping. It holds the secret: keep it private.`;

  return (
    <>
      <Typography variant="h6" component="h2">
        Gumroad webhook
      </Typography>
      <Typography variant="body2">
        Gumroad does not sign its pings, so the secret in the ping URL is what proves a ping comes from Gumroad. While the secret is empty,
        pings are off: every ping is refused and listed as refused under Webhook Events.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          {...fieldProps(
            formik,
            'gumroad_webhook_secret',
            'Leave empty if not using. Without a secret every ping is refused. A new secret works once saved; pings carrying the old one are refused from then on.',
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
      {!secret && (
        <Alert severity="warning" role="status">
          Pings are off: no webhook secret is set. Press Generate secret, save, and paste the webhook URL below into Gumroad.
        </Alert>
      )}
      <TextField
        id="settings-webhook-url"
        label="Webhook URL"
        value={webhookUrl}
        multiline
        helperText={urlHint}
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
    </>
  );
}
