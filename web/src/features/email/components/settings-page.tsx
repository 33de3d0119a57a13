import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_EMAIL_SETTINGS, LIMITS, settingsSchema, type SettingsInput } from '@shared/email/schemas';
import { useFormik } from 'formik';
import { useState } from 'react';
import { PageLoading } from '@/components/feedback/page-loading';
import { useToast } from '@/components/feedback/toast-provider';
import { LINKS } from '@/config/site';
import { AdminShell } from '@/components/admin/admin-shell';
import { gumroadWebhookUrl } from '../api/webhook-url';
import { errorMessage } from '../hooks/use-send-broadcast';
import { useSingleDoc } from '../hooks/use-single-doc';
import { BACK_TO_EMAIL } from './email-editor-layout';
import { fieldProps } from './form-field-props';

const FALLBACK: SettingsInput = { ...DEFAULT_EMAIL_SETTINGS, gumroad_webhook_secret: '' };

const DNS_RECORDS = [
  { name: 'SPF', text: 'A TXT record that lists SendGrid among the servers allowed to send for your domain (include:sendgrid.net).' },
  { name: 'DKIM', text: 'The two CNAME records SendGrid gives you when you authenticate the domain; they sign every email.' },
  {
    name: 'DMARC',
    text: 'A TXT record at _dmarc.yourdomain, e.g. "v=DMARC1; p=none; rua=mailto:you@yourdomain", telling inboxes what to do with unsigned mail.',
  },
];

export default function SettingsPage() {
  return (
    <AdminShell title="Email Settings" back={BACK_TO_EMAIL}>
      <SettingsEditor />
    </AdminShell>
  );
}

function SettingsEditor() {
  const settings = useSingleDoc<SettingsInput>('email_settings/default', FALLBACK);
  if (settings.loading) return <PageLoading label="Loading settings..." />;
  return <SettingsForm initial={settings.values} save={settings.save} />;
}

function SettingsForm({ initial, save }: { initial: SettingsInput; save: (v: SettingsInput) => Promise<void> }) {
  const toast = useToast();
  const [showSecret, setShowSecret] = useState(false);
  const formik = useFormik<SettingsInput>({
    initialValues: initial,
    validationSchema: settingsSchema,
    onSubmit: async (values) => {
      try {
        const clean = await settingsSchema.validate(values, { stripUnknown: true });
        await save(clean);
        formik.resetForm({ values: clean });
        toast({ title: 'Saved', message: 'Settings updated successfully', severity: 'success' });
      } catch (err) {
        toast({ title: 'Error', message: errorMessage(err), severity: 'error' });
      }
    },
  });
  const field = (name: keyof SettingsInput, hint?: string) => fieldProps(formik, name, hint);
  const webhookUrl = gumroadWebhookUrl(formik.values.gumroad_webhook_secret.trim());
  const copy = () =>
    navigator.clipboard.writeText(webhookUrl).then(
      () => toast({ title: 'Copied', message: 'Webhook URL copied to the clipboard', severity: 'success' }),
      () => toast({ title: 'Copy failed', message: 'Select the address and copy it by hand.', severity: 'error' }),
    );

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card variant="outlined">
          <CardContent>
            <form noValidate onSubmit={formik.handleSubmit}>
              <Stack spacing={2.5}>
                <Typography variant="h6" component="h2">
                  Sender
                </Typography>
                <TextField
                  {...field('sender_name')}
                  label="Sender Name"
                  required
                  slotProps={{ htmlInput: { maxLength: LIMITS.senderName } }}
                />
                <TextField
                  {...field(
                    'sender_email',
                    'Must be a verified sender (or on an authenticated domain) in SendGrid, or SendGrid refuses to send.',
                  )}
                  label="Sender Email"
                  type="email"
                  required
                />
                <TextField {...field('reply_to_email', 'Where replies to your emails go.')} label="Reply-To Email" type="email" required />
                <Typography variant="h6" component="h2" sx={{ pt: 2 }}>
                  Gumroad webhook
                </Typography>
                <TextField
                  id="settings-webhook-url"
                  label="Webhook URL"
                  value={webhookUrl}
                  multiline
                  helperText="Paste this into Gumroad: Settings → Advanced → Ping."
                  slotProps={{
                    htmlInput: { readOnly: true },
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
                <TextField
                  {...field('gumroad_webhook_secret', 'Leave empty if not using. When set, only pings carrying it are accepted.')}
                  label="Webhook Secret"
                  type={showSecret ? 'text' : 'password'}
                  autoComplete="off"
                  slotProps={{
                    htmlInput: { maxLength: LIMITS.secret },
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">
                          <IconButton
                            aria-label={showSecret ? 'Hide secret' : 'Show secret'}
                            onClick={() => setShowSecret((s) => !s)}
                            edge="end"
                          >
                            {showSecret ? <VisibilityOffIcon /> : <VisibilityIcon />}
                          </IconButton>
                        </InputAdornment>
                      ),
                    },
                  }}
                />
                <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                  <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
                    {formik.isSubmitting ? 'Saving...' : 'Save Settings'}
                  </Button>
                </Stack>
              </Stack>
            </form>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              DNS for good delivery
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Add these records at your domain host so inboxes trust mail from your sender address.
            </Typography>
            <Stack spacing={1.5} component="dl" sx={{ m: 0 }}>
              {DNS_RECORDS.map((r) => (
                <div key={r.name}>
                  <Typography component="dt" sx={{ fontWeight: 700 }}>
                    {r.name}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {r.text}
                  </Typography>
                </div>
              ))}
            </Stack>
            <Link
              href={LINKS.sendgridDnsDocs}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-block', mt: 2, fontWeight: 700 }}
            >
              SendGrid's domain authentication guide (opens in a new tab)
            </Link>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
