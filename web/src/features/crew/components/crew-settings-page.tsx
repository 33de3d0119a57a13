import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getIn, type FormikErrors, type FormikProps } from 'formik';
import { AdminShell } from '@/components/admin/admin-shell';
import { SettingsCard, SettingsEditor } from '@/components/admin/settings-editor';
import { ADMIN_PATHS } from '@/config/admin-paths';
import { useSettingsForm } from '@/hooks/use-settings-form';
import { DOCS } from '@shared/collections';
import {
  CREW_BIO_MAX,
  CREW_NAME_MAX,
  CREW_ROLE_MAX,
  crewSettingsFrom,
  crewSettingsSchema,
  DEFAULT_CREW,
  type CrewSettings,
} from '@shared/crew/crew';
import { PUBLIC_ROUTES } from '@shared/paths';

// A stored document the schema refuses (edited by hand in the console) opens as nobody named, as the page shows it.
const toFormValues = (s: CrewSettings): CrewSettings => crewSettingsFrom(s);
const fromFormValues = (v: CrewSettings) => v;

/** The founder and Meet the Crew's three cards on /team, each person's photo on the Pictures screen. */
export default function CrewSettingsPage() {
  return (
    <AdminShell title="Founder and Crew">
      <Typography sx={{ maxWidth: 800 }}>
        Who signs the letter and who is on the three cards of Meet the Crew on{' '}
        <Link href={PUBLIC_ROUTES.team} target="_blank" rel="noopener">
          the team page
        </Link>
        . A card without a name keeps its &ldquo;Coming Soon&rdquo; card; the letter is signed &ldquo;The Admiral&rdquo; until the founder
        has a name. Each person&rsquo;s photo goes on <Link href={ADMIN_PATHS.pictures}>the Pictures screen</Link> (&ldquo;/team, the
        founder&rsquo;s portrait&rdquo;, &ldquo;/team, crew card 1&rdquo; and so on). A saved change shows on the page within a minute.
      </Typography>
      <SettingsEditor path={DOCS.crewSettings} fallback={DEFAULT_CREW}>
        {(initial, save) => <CrewForm initial={initial} save={save} />}
      </SettingsEditor>
    </AdminShell>
  );
}

function CrewForm({ initial, save }: { initial: CrewSettings; save: (v: CrewSettings) => Promise<void> }) {
  const formik = useSettingsForm({
    initial,
    save,
    schema: crewSettingsSchema,
    toForm: toFormValues,
    fromForm: fromFormValues,
    nestedErrors: true,
  });
  return (
    <SettingsCard onSubmit={formik.handleSubmit} saving={formik.isSubmitting} sx={{ maxWidth: 800 }}>
      <PersonFields formik={formik} path="founder" title="The founder" rolePlaceholder="Founder, Cleveland Floaters" />
      {formik.values.crew.map((_, i) => (
        <PersonFields key={i} formik={formik} path={`crew.${i}`} title={`Crew card ${i + 1}`} />
      ))}
    </SettingsCard>
  );
}

interface PersonFieldsProps {
  formik: FormikProps<CrewSettings>;
  /** `founder` or `crew.{i}`. */
  path: string;
  title: string;
  rolePlaceholder?: string;
}

function PersonFields({ formik, path, title, rolePlaceholder }: PersonFieldsProps) {
  const id = path.replace('.', '-');
  /** A text field's props from formik, and its error once touched. */
  const field = (name: 'name' | 'role' | 'bio') => {
    const at = `${path}.${name}`;
    const error = getIn(formik.touched, at) ? (getIn(formik.errors as FormikErrors<CrewSettings>, at) as string | undefined) : undefined;
    return {
      id: `${id}-${name}`,
      name: at,
      value: (getIn(formik.values, at) as string | undefined) ?? '',
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error,
      disabled: formik.isSubmitting,
      fullWidth: true,
    };
  };
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 800 }}>
            {title}
          </Typography>
          <TextField {...field('name')} label="Name" slotProps={{ htmlInput: { maxLength: CREW_NAME_MAX } }} />
          <TextField
            {...field('role')}
            label="Role"
            placeholder={rolePlaceholder}
            slotProps={{ htmlInput: { maxLength: CREW_ROLE_MAX } }}
          />
          <TextField {...field('bio')} label="Bio" multiline minRows={2} slotProps={{ htmlInput: { maxLength: CREW_BIO_MAX } }} />
        </Stack>
      </CardContent>
    </Card>
  );
}
