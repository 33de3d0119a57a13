import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyIcon from '@mui/icons-material/Key';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CERTIFICATE_CREATION_LABELS,
  CERTIFICATE_CREATION_POLICIES,
  DEFAULT_CERTIFICATE_CREATION,
  certificateCreationPolicy,
  type CertificateCreationPolicy,
} from '@shared/certificates/creation-policy';
import { DEFAULT_EMAIL_SETTINGS, LIMITS, settingsSchema, type SettingsInput } from '@shared/email/schemas';
import { EXAMPLE_PERMALINK, PING_SECRET_MAX, permalinksFromText } from '@shared/gumroad/ping-settings';
import { useFormik } from 'formik';
import { useState } from 'react';
import { ValidationError } from 'yup';
import { PageLoading } from '@/components/feedback/page-loading';
import { useToast } from '@/components/feedback/toast-provider';
import { LINKS } from '@/config/site';
import { AdminShell } from '@/components/admin/admin-shell';
import { generateWebhookSecret } from '../api/webhook-secret';
import { gumroadWebhookUrl } from '../api/webhook-url';
import { errorMessage } from '../hooks/use-send-broadcast';
import { useSingleDoc } from '../hooks/use-single-doc';
import { DOCS } from '@shared/collections';
import { BACK_TO_EMAIL } from './email-editor-layout';
import { fieldProps } from './form-field-props';

const FALLBACK: SettingsInput = {
  ...DEFAULT_EMAIL_SETTINGS,
  gumroad_webhook_secret: '',
  gumroad_product_permalinks: [],
  certificate_creation: DEFAULT_CERTIFICATE_CREATION,
};

/** The form edits the product list as text, one permalink a line. */
type SettingsFormValues = Omit<SettingsInput, 'gumroad_product_permalinks'> & { gumroad_product_permalinks: string };

const toFormValues = (s: SettingsInput): SettingsFormValues => ({
  ...s,
  gumroad_product_permalinks: s.gumroad_product_permalinks.join('\n'),
  certificate_creation: certificateCreationPolicy(s.certificate_creation),
});
const fromFormValues = (v: SettingsFormValues) => ({ ...v, gumroad_product_permalinks: permalinksFromText(v.gumroad_product_permalinks) });

/** The shared schema's errors, each on its form field (the product list's per-entry errors on the list). */
async function validateSettings(values: SettingsFormValues): Promise<Partial<Record<keyof SettingsFormValues, string>>> {
  try {
    await settingsSchema.validate(fromFormValues(values), { abortEarly: false });
    return {};
  } catch (err) {
    const errors: Partial<Record<keyof SettingsFormValues, string>> = {};
    for (const e of err instanceof ValidationError ? err.inner : []) {
      const field = (e.path ?? '').split(/[[.]/)[0] as keyof SettingsFormValues;
      errors[field] ??= e.message;
    }
    return errors;
  }
}

const CERTIFICATE_CREATION_HINTS: Record<CertificateCreationPolicy, string> = {
  buyers: 'Only people whose verified email bought a membership on Gumroad, and admins. Everyone else is told where to buy.',
  anyone: 'Any signed-in account with a verified email, paid or not, can take the next founding number.',
};

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
  const settings = useSingleDoc<SettingsInput>(DOCS.emailSettings, FALLBACK);
  if (settings.loading) return <PageLoading label="Loading settings..." />;
  return <SettingsForm initial={settings.values} save={settings.save} />;
}

function SettingsForm({ initial, save }: { initial: SettingsInput; save: (v: SettingsInput) => Promise<void> }) {
  const toast = useToast();
  const [showSecret, setShowSecret] = useState(false);
  const formik = useFormik<SettingsFormValues>({
    initialValues: toFormValues(initial),
    validate: validateSettings,
    onSubmit: async (values) => {
      try {
        const clean = await settingsSchema.validate(fromFormValues(values), { stripUnknown: true });
        await save(clean);
        formik.resetForm({ values: toFormValues(clean) });
        toast({ title: 'Saved', message: 'Settings updated successfully', severity: 'success' });
      } catch (err) {
        toast({ title: 'Error', message: errorMessage(err), severity: 'error' });
      }
    },
  });
  const field = (name: keyof SettingsFormValues, hint?: string) => fieldProps(formik, name, hint);
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
                <Typography variant="body2">
                  Gumroad does not sign its pings, so the secret in the ping URL is what proves a ping comes from Gumroad. While the secret
                  is empty, pings are off: every ping is refused and listed as refused under Webhook Events.
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
                    Pings are off: no webhook secret is set. Press Generate secret, save, and paste the webhook URL that appears here into
                    Gumroad.
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
                <FormControl component="fieldset" disabled={formik.isSubmitting}>
                  <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 700 }}>
                    Who may create certificates on /founders/new
                  </FormLabel>
                  <RadioGroup name="certificate_creation" value={formik.values.certificate_creation} onChange={formik.handleChange}>
                    {CERTIFICATE_CREATION_POLICIES.map((policy) => (
                      <FormControlLabel
                        key={policy}
                        value={policy}
                        control={<Radio />}
                        sx={{ alignItems: 'flex-start', mt: 1 }}
                        label={
                          <span>
                            <Typography component="span" sx={{ display: 'block', fontWeight: 700, pt: 1 }}>
                              {CERTIFICATE_CREATION_LABELS[policy]}
                            </Typography>
                            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                              {CERTIFICATE_CREATION_HINTS[policy]}
                            </Typography>
                          </span>
                        }
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
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
