import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { productListLabel } from '@shared/gumroad/products';
import { DOCS } from '@shared/collections';
import { EXAMPLE_PERMALINK, gumroadSettingsSchema, permalinksFromText, type GumroadSettingsInput } from '@shared/gumroad/ping-settings';
import { Link as RouterLink } from 'react-router-dom';
import { AdminShell } from '@/components/admin/admin-shell';
import { SettingsCard, SettingsEditor } from '@/components/admin/settings-editor';
import { WebhookSecretFields } from '@/components/admin/webhook-secret-fields';
import { fieldProps } from '@/components/forms/form-field-props';
import { ADMIN_PATHS } from '@/config/admin-paths';
import { useProductNames } from '@/hooks/use-product-names';
import { useSettingsForm } from '@/hooks/use-settings-form';

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
  const formik = useSettingsForm({ initial, save, schema: gumroadSettingsSchema, toForm: toFormValues, fromForm: fromFormValues });

  return (
    <SettingsCard onSubmit={formik.handleSubmit} saving={formik.isSubmitting} sx={{ maxWidth: 800 }}>
      <WebhookSecretFields formik={formik} savedSecret={initial.gumroad_webhook_secret} />
      <TextField
        {...fieldProps(
          formik,
          'gumroad_product_permalinks',
          `One per line: the part after /l/ in the product's address (e.g. ${EXAMPLE_PERMALINK}), or paste the address. Add the product's Product ID too (a column of Gumroad's sales export) to import its orders. Only sales of these products make Founding Floaters; others are logged and change nothing. Empty: no sale is accepted.`,
        )}
        label="Founding Floater products"
        multiline
        minRows={2}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <ProductNames listed={permalinksFromText(formik.values.gumroad_product_permalinks)} />
    </SettingsCard>
  );
}

/** The listed ids by the names Gumroad gave them, and the products its pings or exports named that are not listed. */
function ProductNames({ listed }: { listed: string[] }) {
  const { names, products } = useProductNames();
  const listedIds = new Set(listed.map((id) => id.toLowerCase()));
  const others = products.filter((p) => !p.ids.some((id) => listedIds.has(id.toLowerCase())));
  if (!listed.length && !others.length) return null;
  return (
    <div data-testid="gumroad-product-names">
      {listed.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          Listed: {productListLabel(listed, names)}.
        </Typography>
      )}
      {others.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          Also named by Gumroad, not listed: {others.map((p) => productListLabel(p.ids, names)).join('; ')}.
        </Typography>
      )}
    </div>
  );
}
