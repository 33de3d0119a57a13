import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { visuallyHidden } from '@/components/actions/visually-hidden';
import { EmailField } from '@/components/forms/email-field';
import { TextBox } from '@/components/forms/text-box';
import { useEarlyForm } from '@/hooks/use-early-form';
import { useLaunch } from '@/hooks/use-launch';
import type { LaunchPhase } from '@shared/launch/launch-phase';
import { SIGN_UP_LIMITS, emptySignUp, signUpReply, signUpSchema, type SignUp, type SignUpMode } from '@shared/sign-up/sign-up';

const SIGN_UP_FALLBACK_MESSAGE = "We couldn't sign you up just now. Please check your connection and try again.";

type Copy = { title: string; text: string; button: string };

/** The updates list in the words of the season: launch news until the first sailing, sailing news after it. */
const UPDATES: Record<LaunchPhase, Copy> = {
  'before-first-sailing': {
    title: 'Get launch news',
    text: 'Sailing dates, lineup reveals and the launch, in your inbox before anywhere else.',
    button: 'Get launch news',
  },
  'in-season': {
    title: 'Get sailing news',
    text: 'This week’s sailings, lineup reveals and the odd last-minute spot on deck, in your inbox before anywhere else.',
    button: 'Get sailing news',
  },
  'between-seasons': {
    title: 'Get sailing news',
    text: 'Next season’s dates, lineup reveals and whatever we get up to over the winter, in your inbox before anywhere else.',
    button: 'Get sailing news',
  },
};

const COPY: Record<Exclude<SignUpMode, 'updates'>, Copy> = {
  waitlist: {
    title: 'Join the waitlist',
    text: 'All founding spots are taken for now. Join the waitlist and the next in line hear first when a spot opens.',
    button: 'Join the waitlist',
  },
};

// The visible fields, in the schema's order, for taking a refused submit to the first one that needs the visitor.
const VISIBLE_FIELDS = ['email', 'first_name'] as const;

type Outcome = { ok: true; message: string } | { ok: false; message: string } | null;

/**
 * The one sign-up form; `mode` picks its words ("Get launch news" or "Get sailing news", else "Join the waitlist"). It
 * sends the consent sentence it shows, which signUp checks. Self-contained for use as an island: keeps early typing,
 * holds an early submit (islands/start-islands.ts), loads Firebase only on send.
 */
export function SignUpForm({ mode = 'updates', idPrefix = 'signup' }: { mode?: SignUpMode; idPrefix?: string }) {
  const phase = useLaunch().phase;
  const copy = mode === 'updates' ? UPDATES[phase] : COPY[mode];
  return (
    <Paper
      elevation={0}
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3, border: 1, borderColor: 'divider', color: 'text.primary', maxWidth: 640 }}
    >
      <Typography id={`${idPrefix}-title`} component="h2" variant="h5" sx={{ fontWeight: 800, mb: 1 }}>
        {copy.title}
      </Typography>
      <Box component="p" sx={{ mt: 0, mb: 2 }}>
        {copy.text}
      </Box>
      <SignUpFields mode={mode} phase={phase} idPrefix={idPrefix} button={copy.button} />
    </Paper>
  );
}

/**
 * The form itself, apart from its heading and card: each key typed renders what holds the form's state again, and on a
 * phone four times slower every MUI part in that render costs milliseconds of the frame that shows the key.
 */
function SignUpFields({ mode, phase, idPrefix, button }: { mode: SignUpMode; phase: LaunchPhase; idPrefix: string; button: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useFormik<SignUp>({
    // Not reinitialized: a new mode is a new form (SignUpSlot keys it), the phase is the page's; and reinitializing
    // Formik sets its errors and touched fields again as it mounts, a second render of the whole form right after it hydrates.
    initialValues: emptySignUp(mode, phase),
    validationSchema: signUpSchema,
    onSubmit: async (values, helpers) => {
      setOutcome(null);
      const request = signUpSchema.cast(values, { stripUnknown: true });
      const [{ sendSignUp }, { callableErrorMessage }] = await Promise.all([import('../api/sign-up'), import('@/lib/callable-error')]);
      try {
        await sendSignUp(request);
        setOutcome({ ok: true, message: signUpReply(request.email) });
        helpers.resetForm();
      } catch (err) {
        setOutcome({ ok: false, message: callableErrorMessage(err, SIGN_UP_FALLBACK_MESSAGE) });
      }
    },
  });

  const { formProps, field } = useEarlyForm(form, VISIBLE_FIELDS, idPrefix);

  return (
    <Box
      component="form"
      {...formProps}
      aria-labelledby={`${idPrefix}-title`}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' } }}>
        <EmailField {...field('email')} />
        <TextBox {...field('first_name')} label="First name (optional)" autoComplete="given-name" maxLength={SIGN_UP_LIMITS.firstName} />
      </Box>
      {/* People never see or reach this field; bots that fill in every box do. */}
      <Box aria-hidden="true" sx={visuallyHidden}>
        <label htmlFor={`${idPrefix}-website`}>Leave this empty</label>
        <input id={`${idPrefix}-website`} tabIndex={-1} autoComplete="off" {...form.getFieldProps('website')} />
      </Box>
      <Box component="p" id={`${idPrefix}-consent`} sx={{ m: 0, fontSize: '0.95rem', color: 'text.secondary' }}>
        {form.values.consent}
      </Box>
      <div>
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting} aria-describedby={`${idPrefix}-consent`}>
          {form.isSubmitting ? 'Signing up...' : button}
        </Button>
      </div>
      {outcome?.ok && (
        <Alert severity="success" role="status">
          {outcome.message}
        </Alert>
      )}
      {outcome && !outcome.ok && (
        <Alert severity="error" role="alert">
          {outcome.message}
        </Alert>
      )}
    </Box>
  );
}
