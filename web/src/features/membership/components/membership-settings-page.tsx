import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DOCS } from '@shared/collections';
import {
  CERTIFICATE_CREATION_LABELS,
  CERTIFICATE_CREATION_POLICIES,
  DEFAULT_CERTIFICATE_CREATION,
  certificateCreationPolicy,
  type CertificateCreationPolicy,
} from '@shared/certificates/creation-policy';
import { FOUNDING_SPOTS_DEFAULT, FOUNDING_SPOTS_MAX } from '@shared/membership/founding-spots';
import { membershipSettingsSchema, type MembershipSettingsInput } from '@shared/membership/membership-settings';
import { CAP_COPY } from '@shared/membership/cap-copy';
import { formatCount } from '@shared/format-count';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminShell } from '@/components/admin/admin-shell';
import { FoundingSpotsCards } from '@/components/admin/founding-spots-cards';
import { SettingsCard, SettingsEditor } from '@/components/admin/settings-editor';
import { fieldProps } from '@/components/forms/form-field-props';
import { waitlistOfferPath } from '@/config/admin-paths';
import { useSettingsForm } from '@/hooks/use-settings-form';

const FALLBACK: MembershipSettingsInput = { certificate_creation: DEFAULT_CERTIFICATE_CREATION, founding_spots: FOUNDING_SPOTS_DEFAULT };

/** The cap as typed: formik hands a number input over as a number, or '' when empty or not a number; the schema says what is wrong. */
interface MembershipFormValues {
  certificate_creation: CertificateCreationPolicy;
  founding_spots: number | string;
}

const toFormValues = (s: MembershipSettingsInput): MembershipFormValues => ({
  certificate_creation: certificateCreationPolicy(s.certificate_creation),
  founding_spots: String(s.founding_spots),
});
const fromFormValues = (v: MembershipFormValues) => ({
  ...v,
  founding_spots: String(v.founding_spots).trim() === '' ? undefined : Number(v.founding_spots),
});

const CERTIFICATE_CREATION_HINTS: Record<CertificateCreationPolicy, string> = {
  buyers: 'Only people whose verified email bought a membership on Gumroad, and admins. Everyone else is told where to buy.',
  anyone: 'Any signed-in account with a verified email, paid or not, can take the next founding number.',
};

export default function MembershipSettingsPage() {
  return (
    <AdminShell title="Membership Settings">
      <FoundingSpotsCards />
      <SettingsEditor path={DOCS.membershipSettings} fallback={FALLBACK}>
        {(initial, save) => <MembershipSettingsForm initial={initial} save={save} />}
      </SettingsEditor>
    </AdminShell>
  );
}

function MembershipSettingsForm({
  initial,
  save,
}: {
  initial: MembershipSettingsInput;
  save: (v: MembershipSettingsInput) => Promise<void>;
}) {
  const savedCap = useRef(initial.founding_spots);
  // Spots added by the last save: the waitlist screen offers them to the next people in line.
  const [released, setReleased] = useState(0);
  const formik = useSettingsForm({
    initial,
    save,
    schema: membershipSettingsSchema,
    toForm: toFormValues,
    fromForm: fromFormValues,
    onSaved: (saved) => {
      setReleased(Math.max(0, saved.founding_spots - savedCap.current));
      savedCap.current = saved.founding_spots;
    },
  });

  return (
    <SettingsCard onSubmit={formik.handleSubmit} saving={formik.isSubmitting} sx={{ maxWidth: 800 }}>
      <Typography variant="h6" component="h2">
        Founding spots
      </Typography>
      <TextField
        {...fieldProps(
          formik,
          'founding_spots',
          'How many Founding Floater memberships are sold as founding. The site shows how many are left and, at none, offers the waitlist instead of the checkout. Set the Gumroad product’s quantity limit to the same number.',
        )}
        label="Founding spots"
        type="number"
        required
        slotProps={{ htmlInput: { min: 0, max: FOUNDING_SPOTS_MAX, step: 1, inputMode: 'numeric' } }}
      />
      <CapWordsPreview typed={formik.values.founding_spots} saved={Number(formik.initialValues.founding_spots)} />
      {released > 0 && (
        <Alert
          severity="success"
          role="status"
          action={
            <Button component={RouterLink} to={waitlistOfferPath(released)} color="inherit" variant="outlined" size="small">
              Offer the {released} new spots to the waitlist
            </Button>
          }
        >
          {released} more founding {released === 1 ? 'spot is' : 'spots are'} open.
        </Alert>
      )}
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
    </SettingsCard>
  );
}

/**
 * Under the cap, while the owner types another number: the words on the site and in the welcome email that name it,
 * as they will read once saved (the pages follow within five minutes).
 */
function CapWordsPreview({ typed, saved }: { typed: number | string; saved: number }) {
  const cap = Number(typed);
  if (String(typed).trim() === '' || !Number.isInteger(cap) || cap < 0 || cap > FOUNDING_SPOTS_MAX || cap === saved) return null;
  return (
    <Box data-testid="cap-words" sx={{ mt: -1 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        Saving {formatCount(cap)} changes these words:
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2' }}>
        {CAP_COPY.map(({ where, words }) => (
          <li key={where}>
            {where}: &ldquo;{words(cap)}&rdquo;
          </li>
        ))}
      </Box>
    </Box>
  );
}
