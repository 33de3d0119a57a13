import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCS } from '@shared/collections';
import { launchPhase, longDay, nextSeasonSet, siteDay, type LaunchDates, type LaunchPhase } from '@shared/launch/launch-phase';
import { launchSettingsSchema } from '@shared/launch/launch-settings';
import { AdminShell } from '@/components/admin/admin-shell';
import { SettingsCard, SettingsEditor } from '@/components/admin/settings-editor';
import { fieldProps } from '@/components/forms/form-field-props';
import { LAUNCH_DEFAULTS } from '@/config/site';
import { useSettingsForm } from '@/hooks/use-settings-form';

/** What visitors read in each phase, in a sentence the owner can check against the calendar. */
const PHASE_NOW: Record<LaunchPhase, (d: LaunchDates) => string> = {
  'before-first-sailing': (d) => `Before the first sailing: the home page counts down to ${longDay(d.first_sailing)}.`,
  'in-season': (d) => `In season: the site says the boat is on the water through ${longDay(d.season_end)}.`,
  'between-seasons': (d) =>
    nextSeasonSet(d, siteDay(new Date()))
      ? `Between seasons: the site says the boat is wintering, back on the water ${longDay(d.season_start)}.`
      : "Between seasons: the site says the boat is wintering and next season's dates are coming. Set them here when you know them.",
};

const FIELDS = [
  [
    'first_sailing',
    'First sailing',
    'The night the boat first sails. Until then the home page counts down to it and the site speaks of the launch.',
  ],
  ['season_start', 'Season start', 'The first sailing night of the current or next season.'],
  [
    'season_end',
    'Season end',
    'The last sailing night of that season. After it, until the next season start, the site speaks of the off-season.',
  ],
] as const;

export default function LaunchSettingsPage() {
  return (
    <AdminShell title="Season Dates">
      <SettingsEditor path={DOCS.launchSettings} fallback={LAUNCH_DEFAULTS}>
        {(initial, save) => <LaunchSettingsForm initial={initial} save={save} />}
      </SettingsEditor>
    </AdminShell>
  );
}

function LaunchSettingsForm({ initial, save }: { initial: LaunchDates; save: (v: LaunchDates) => Promise<void> }) {
  const formik = useSettingsForm({ initial, save, schema: launchSettingsSchema, toForm: (s: LaunchDates) => s, fromForm: (v) => v });
  const valid = launchSettingsSchema.isValidSync(formik.values);
  return (
    <SettingsCard onSubmit={formik.handleSubmit} saving={formik.isSubmitting} sx={{ maxWidth: 800 }}>
      <Typography>
        Every page, the certificates and the Wall of Fame speak from these dates (Cleveland time). The site moves from one phase to the next
        by itself at midnight on these days: set them once, and again when next season&rsquo;s dates are known.
      </Typography>
      {FIELDS.map(([name, label, hint]) => (
        <TextField
          key={name}
          {...fieldProps(formik, name, hint)}
          label={label}
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      {valid && (
        <Alert severity="info" role="status" data-testid="launch-phase-now">
          {PHASE_NOW[launchPhase(formik.values, new Date())](formik.values)} Saved dates show on the site within five minutes.
        </Alert>
      )}
    </SettingsCard>
  );
}
