import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCS } from '@shared/collections';
import { DEFAULT_EMAIL_SETTINGS, LIMITS, emailSettingsSchema, type EmailSettingsInput } from '@shared/email/schemas';
import { webhookSecretSchema, type WebhookSecretInput } from '@shared/gumroad/ping-settings';
import { AdminShell } from '@/components/admin/admin-shell';
import { SettingsCard, SettingsEditor } from '@/components/admin/settings-editor';
import { WebhookSecretFields } from '@/components/admin/webhook-secret-fields';
import { fieldProps } from '@/components/forms/form-field-props';
import { LINKS } from '@/config/site';
import { useSettingsForm } from '@/hooks/use-settings-form';

const FALLBACK: EmailSettingsInput = { ...DEFAULT_EMAIL_SETTINGS };
/** Only the secret: the Gumroad screen's product list stays as it is when this page saves. */
const SECRET_FALLBACK: WebhookSecretInput = { gumroad_webhook_secret: '' };

/**
 * The spec's Settings page shows the sender and the ping secret together, but
 * they live apart: the secret in gumroad_settings/default, which the Gumroad
 * screen edits too. One form, one Save Settings, each field to its document.
 */
type SettingsValues = EmailSettingsInput & WebhookSecretInput;
const settingsSchema = emailSettingsSchema.concat(webhookSecretSchema);
const same = (v: SettingsValues) => v;

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
    <AdminShell title="Email Settings">
      <SettingsEditor path={DOCS.emailSettings} fallback={FALLBACK}>
        {(sender, saveSender) => (
          <SettingsEditor path={DOCS.gumroadSettings} fallback={SECRET_FALLBACK}>
            {(ping, savePing) => (
              <SettingsForm
                initial={{ ...sender, ...ping }}
                save={async ({ gumroad_webhook_secret, ...senderValues }) => {
                  await Promise.all([saveSender(senderValues), savePing({ gumroad_webhook_secret })]);
                }}
              />
            )}
          </SettingsEditor>
        )}
      </SettingsEditor>
    </AdminShell>
  );
}

function SettingsForm({ initial, save }: { initial: SettingsValues; save: (v: SettingsValues) => Promise<void> }) {
  const formik = useSettingsForm({ initial, save, schema: settingsSchema, toForm: same, fromForm: same });
  const field = (name: keyof EmailSettingsInput, hint?: string) => fieldProps(formik, name, hint);

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <SettingsCard onSubmit={formik.handleSubmit} saving={formik.isSubmitting}>
          <Typography variant="h6" component="h2">
            Sender
          </Typography>
          <TextField {...field('sender_name')} label="Sender Name" required slotProps={{ htmlInput: { maxLength: LIMITS.senderName } }} />
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
          <WebhookSecretFields formik={formik} savedSecret={initial.gumroad_webhook_secret} />
        </SettingsCard>
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
