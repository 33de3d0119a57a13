import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik, yupToFormErrors } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useFirestore, useFunctions } from 'reactfire';
import { ValidationError } from 'yup';
import { AdminShell } from '@/components/admin/admin-shell';
import { useToast } from '@/components/feedback/toast-provider';
import { ADMIN_PATHS } from '@/config/admin-paths';
import { errorMessage } from '@/lib/callable-error';
import { clevelandInputToInstant, clevelandZoneLabel } from '@shared/cleveland-time';
import { DEFAULT_FOUNDER_SEAT_LIMIT, SAILING_LIMITS, sailingSchema, type SailingInput } from '@shared/sailings/sailing';
import { loadSailingInput, saveSailing } from '../api/sailings';
import { HeldSales } from './held-sales';
import { SailingSalesPanels } from './sailing-sales-panels';
import { SailingWaitlist } from './sailing-waitlist';
import { SailingActions } from './sailing-actions';

/** What a new sailing's form starts with: the party boat's usual rules, for the owner to change. */
const NEW_SAILING: FormValues = {
  title: '',
  slug: '',
  lineup: '',
  boardsAt: '',
  returnsAt: '',
  dockName: '',
  dockAddress: '',
  dockMapUrl: '',
  parkingNotes: '',
  capacity: '',
  priceDollars: '',
  minimumAge: '21',
  weatherPolicy:
    'We sail rain or shine. If the captain or the U.S. Coast Guard calls a sailing off for weather, we move it to another ' +
    'date or refund every ticket in full, and email you either way.',
  refundPolicy: 'Full refund through Gumroad until 7 days before boarding. After that, tickets can be given to a friend.',
  gumroadPermalink: '',
  presaleOpensAt: '',
  publicSaleOpensAt: '',
  founderSeatLimit: String(DEFAULT_FOUNDER_SEAT_LIMIT),
  published: false,
};

/** The form holds numbers as typed, so a half-typed "3." is not rewritten under the owner's cursor. */
type FormValues = Omit<SailingInput, 'capacity' | 'priceDollars' | 'minimumAge' | 'founderSeatLimit'> & {
  capacity: string;
  priceDollars: string;
  minimumAge: string;
  founderSeatLimit: string;
};

const NUMBER_FIELDS = ['capacity', 'priceDollars', 'minimumAge', 'founderSeatLimit'] as const;
const toInput = (v: FormValues): unknown => ({
  ...v,
  ...Object.fromEntries(NUMBER_FIELDS.map((f) => [f, v[f].trim() === '' ? undefined : Number(v[f])])),
});
const toForm = (s: SailingInput): FormValues => ({
  ...s,
  ...(Object.fromEntries(NUMBER_FIELDS.map((f) => [f, String(s[f])])) as Pick<FormValues, (typeof NUMBER_FIELDS)[number]>),
});

export default function SailingFormPage() {
  const { slug } = useParams();
  const db = useFirestore();
  const [loaded, setLoaded] = useState<{ values: FormValues } | 'missing' | 'failed' | null>(slug ? null : { values: NEW_SAILING });
  useEffect(() => {
    if (!slug) return;
    loadSailingInput(db, slug).then(
      (input) => setLoaded(input ? { values: toForm(input) } : 'missing'),
      () => setLoaded('failed'),
    );
  }, [db, slug]);

  const title = slug ? 'Edit Sailing' : 'New Sailing';
  return (
    <AdminShell title={title} parentPath={ADMIN_PATHS.sailings}>
      {loaded === null && <Typography role="status">Loading the sailing…</Typography>}
      {loaded === 'missing' && <Alert severity="warning">There is no sailing at /sailings/{slug}.</Alert>}
      {loaded === 'failed' && <Alert severity="error">The sailing could not be loaded. Check your connection and reload.</Alert>}
      {typeof loaded === 'object' && loaded && <SailingForm initial={loaded.values} editing={Boolean(slug)} />}
      {slug && typeof loaded === 'object' && loaded && <HeldSales slug={slug} />}
      {slug && typeof loaded === 'object' && loaded && <SailingSalesPanels slug={slug} />}
      {slug && typeof loaded === 'object' && loaded && <SailingWaitlist slug={slug} />}
      {slug && typeof loaded === 'object' && loaded && <SailingActions slug={slug} />}
    </AdminShell>
  );
}

function SailingForm({ initial, editing }: { initial: FormValues; editing: boolean }) {
  const functions = useFunctions();
  const toast = useToast();
  const navigate = useNavigate();
  // One id per form: a retry or a double click of the same create finds the sailing it made.
  const requestId = useRef(crypto.randomUUID());
  const formik = useFormik<FormValues>({
    initialValues: initial,
    validate: (values) =>
      sailingSchema.validate(toInput(values), { abortEarly: false }).then(
        () => ({}),
        (err: unknown) => (err instanceof ValidationError ? yupToFormErrors<FormValues>(err) : {}),
      ),
    onSubmit: async (values) => {
      try {
        const sailing = await sailingSchema.validate(toInput(values), { stripUnknown: true });
        const { slug } = await saveSailing(functions, { mode: editing ? 'update' : 'create', requestId: requestId.current, sailing });
        toast({ title: 'Saved', message: `${sailing.title} is saved`, severity: 'success' });
        navigate(ADMIN_PATHS.sailings, { state: { saved: slug } });
      } catch (err) {
        toast({ title: 'Not saved', message: errorMessage(err), severity: 'error' });
      }
    },
  });

  const field = (name: keyof FormValues & string, label: string, extra: Record<string, unknown> = {}) => {
    const error = formik.touched[name] || formik.submitCount > 0 ? (formik.errors[name] as string | undefined) : undefined;
    return {
      id: `sailing-${name}`,
      name,
      label,
      value: formik.values[name] as string,
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      disabled: formik.isSubmitting,
      fullWidth: true,
      required: true,
      ...extra,
      error: Boolean(error),
      helperText: error ?? (extra.helperText as string | undefined),
    };
  };
  const clevelandHint = (value: string) => {
    const at = clevelandInputToInstant(value);
    return at === null ? 'Cleveland time' : clevelandZoneLabel(at);
  };
  const when = (name: 'boardsAt' | 'returnsAt' | 'presaleOpensAt' | 'publicSaleOpensAt', label: string) =>
    field(name, label, {
      type: 'datetime-local',
      helperText: clevelandHint(formik.values[name]),
      slotProps: { inputLabel: { shrink: true } },
    });

  return (
    <Card variant="outlined" sx={{ maxWidth: 900 }}>
      <CardContent>
        <form noValidate onSubmit={formik.handleSubmit} aria-label={editing ? 'Edit sailing' : 'New sailing'}>
          <Stack spacing={4}>
            <Section title="The sailing">
              <Grid size={{ xs: 12, md: 7 }}>
                <TextField {...field('title', 'Title')} slotProps={{ htmlInput: { maxLength: SAILING_LIMITS.title } }} />
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <TextField
                  {...field('slug', 'Page address', {
                    helperText: editing ? 'Fixed once created: links to it are out in emails' : 'clevelandfloaters.com/sailings/…',
                  })}
                  // Read-only rather than disabled once created: legible, and the owner can still copy it.
                  slotProps={{
                    htmlInput: { maxLength: SAILING_LIMITS.slugMax, autoCapitalize: 'none', spellCheck: false, readOnly: editing },
                  }}
                />
              </Grid>
              <Grid size={12}>
                <TextField {...field('lineup', 'Theme or lineup')} multiline minRows={3} />
              </Grid>
            </Section>
            <Section title="When">
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField {...when('boardsAt', 'Boarding')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField {...when('returnsAt', 'Back at the dock')} />
              </Grid>
            </Section>
            <Section title="The dock">
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField {...field('dockName', 'Dock name')} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField {...field('dockAddress', 'Street address')} />
              </Grid>
              <Grid size={12}>
                <TextField {...field('dockMapUrl', 'Map link', { type: 'url', helperText: 'A Google or Apple Maps link, https://…' })} />
              </Grid>
              <Grid size={12}>
                <TextField {...field('parkingNotes', 'Parking notes', { required: false })} multiline minRows={2} />
              </Grid>
            </Section>
            <Section title="Seats and sales">
              <Grid size={{ xs: 6, md: 3 }}>
                <TextField {...field('capacity', 'Capacity', { inputMode: 'numeric', helperText: 'Passengers the boat may carry' })} />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <TextField {...field('priceDollars', 'Price (USD)', { inputMode: 'decimal' })} />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <TextField {...field('minimumAge', 'Minimum age', { inputMode: 'numeric', helperText: '0 for all ages' })} />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <TextField {...field('founderSeatLimit', 'Seats per founder', { inputMode: 'numeric', helperText: 'In the presale' })} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField {...when('presaleOpensAt', "Founders' presale opens")} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField {...when('publicSaleOpensAt', 'Public sale opens')} />
              </Grid>
              <Grid size={12}>
                <TextField
                  {...field('gumroadPermalink', 'Gumroad product', {
                    helperText:
                      "Its permalink, the part after /l/ in the product's address. Set the product's quantity limit to the capacity.",
                  })}
                  slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
                />
              </Grid>
            </Section>
            <Section title="Policies">
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField {...field('weatherPolicy', 'Weather policy')} multiline minRows={3} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField {...field('refundPolicy', 'Refund policy')} multiline minRows={3} />
              </Grid>
            </Section>
            <FormControlLabel
              control={
                <Checkbox
                  name="published"
                  checked={formik.values.published}
                  onChange={formik.handleChange}
                  disabled={formik.isSubmitting}
                />
              }
              label="Announced: founders and visitors can see it (unchecked, it stays a draft only admins see)"
            />
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
                {formik.isSubmitting ? 'Saving…' : editing ? 'Save changes' : 'Create sailing'}
              </Button>
            </Stack>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </section>
  );
}
