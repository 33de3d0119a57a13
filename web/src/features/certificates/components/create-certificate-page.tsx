import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FirebaseError } from 'firebase/app';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAuth, useFunctions, useSigninCheck } from 'reactfire';
import { CheckoutLink } from '@/components/checkout/checkout-link';
import { PageLoading } from '@/components/feedback/page-loading';
import { useToast, type ToastOptions } from '@/components/feedback/toast-provider';
import { CreateCertificateMeta } from './create-certificate-meta';
import { SITE } from '@/config/site';
import { certificatePath } from '@shared/paths';
import {
  CITY_MAX_LENGTH,
  EARLIEST_ISSUE_DATE,
  NAME_MAX_LENGTH,
  validateCertificate,
  type CertificateFormValues,
} from '@shared/certificates/certificate-schema';
import { latestTodayIso } from '@shared/certificates/dates';
import { siteDay } from '@shared/launch/launch-phase';
import { ADMIN_CLAIMS } from '@shared/admin-claims';
import { callableErrorMessage } from '@/lib/callable-error';
import { createCertificate, notABuyerMessage } from '../api/create-certificate';
import { useOwnCertificate } from '../hooks/use-own-certificate';
import { useSendToSignIn } from '../hooks/use-send-to-sign-in';
import { BRAND } from '@shared/brand';

const CREATE_TOASTS = {
  signedOut: { title: 'Error', message: 'You must be signed in to create a certificate.', severity: 'error' },
  unexpected: { title: 'Error', message: 'An unexpected error occurred', severity: 'error' },
} satisfies Record<string, ToastOptions>;

const createdToast = (n: number): ToastOptions => ({
  title: 'Success!',
  message: `Certificate created! Member #${n}`,
  severity: 'success',
});

/** A buyer who already has their certificate is taken to it rather than given a second one. */
const existingToast = (n: number): ToastOptions => ({
  title: 'Welcome back!',
  message: `Here is your certificate, Member #${n}. Each purchase comes with one certificate.`,
  severity: 'info',
});

/** The function's refusals are shown as they are; its crashes and network trouble get the spec's fallback. */
const failureToast = (err: unknown): ToastOptions =>
  err instanceof FirebaseError
    ? { title: 'Error', message: callableErrorMessage(err, 'Failed to create certificate. Please try again.'), severity: 'error' }
    : CREATE_TOASTS.unexpected;

export default function CreateCertificatePage() {
  // Only the crew may choose a member number; the function enforces it, this only shapes the form.
  const signin = useSigninCheck({ requiredClaims: ADMIN_CLAIMS });
  const auth = useAuth();
  const functions = useFunctions();
  const toast = useToast();
  const navigate = useNavigate();
  // Certificates are dated by Cleveland's calendar, as the function dates them.
  const [today] = useState(() => siteDay(new Date()));
  const signedOut = signin.status === 'success' && !signin.data.signedIn;
  const crew = signin.status === 'success' && signin.data.signedIn && signin.data.hasRequiredClaims;
  const [refusal, setRefusal] = useState<string | null>(null);
  // The form makes a certificate: a member who holds one is taken to it (the crew make them for others, so stay).
  const member = signin.status === 'success' && signin.data.signedIn && !crew ? signin.data.user?.uid ?? null : null;
  const own = useOwnCertificate(member);

  useSendToSignIn(signedOut);

  const form = useFormik<Required<Pick<CertificateFormValues, 'fullName' | 'issueDate'>> & { memberNumber: string; city: string }>({
    initialValues: { fullName: '', memberNumber: '', city: '', issueDate: today },
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values) => {
      setRefusal(null);
      try {
        // A member's read-only date is the day it is sent (the page may have stayed open past midnight); the function's rules, checked here first.
        const now = new Date();
        const memberDay = crew ? undefined : siteDay(now);
        const sent = memberDay ? { ...values, issueDate: memberDay } : values;
        const checked = validateCertificate(sent, latestTodayIso(now), memberDay);
        if (!checked.ok) return toast({ title: 'Validation Error', message: checked.message, severity: 'error' });
        if (!auth.currentUser) return toast(CREATE_TOASTS.signedOut);
        const created = await createCertificate(functions, sent);
        toast(created.existing ? existingToast(created.member_number) : createdToast(created.member_number));
        navigate(certificatePath(created.id));
      } catch (err) {
        // The form keeps what was typed, so a retry costs nothing.
        const notABuyer = notABuyerMessage(err);
        if (notABuyer) setRefusal(notABuyer);
        else toast(failureToast(err));
      }
    },
  });

  const meta = <CreateCertificateMeta />;
  if (own) return <Navigate to={certificatePath(own)} replace />;
  if (signin.status === 'loading' || (member && own === undefined)) {
    return (
      <>
        {meta}
        <PageLoading label="Loading..." />
      </>
    );
  }
  if (signedOut) {
    return (
      <Box sx={{ textAlign: 'center', py: 12, px: 2 }}>
        {meta}
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          Authentication Required
        </Typography>
        <Typography sx={{ mt: 1 }}>Please sign in to create a founding member certificate.</Typography>
      </Box>
    );
  }

  const busy = form.isSubmitting;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 5, md: 8 }, bgcolor: BRAND.cream }}>
      {meta}
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 560, p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, color: 'primary.main' }}>
          Create Certificate
        </Typography>
        <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>Generate a Founding Floater certificate for {SITE.name}.</Typography>
        <Box component="form" noValidate onSubmit={form.handleSubmit} sx={{ display: 'grid', gap: 2.5 }}>
          <TextField
            label="Full Name"
            required
            autoComplete="name"
            {...form.getFieldProps('fullName')}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
          />
          {crew ? (
            <TextField
              label="Member Number"
              type="number"
              placeholder="Auto-generated if left blank"
              helperText="Leave blank to auto-generate the next available number"
              {...form.getFieldProps('memberNumber')}
              disabled={busy}
              slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' }, inputLabel: { shrink: true } }}
            />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Member numbers are given out in order: yours is the next one available.
            </Typography>
          )}
          <TextField
            label="City"
            autoComplete="address-level2"
            {...form.getFieldProps('city')}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: CITY_MAX_LENGTH } }}
          />
          {/* A member's certificate is dated the day it is made; only the crew date one (an import, a replacement). */}
          <TextField
            label="Issue Date"
            type="date"
            required
            {...form.getFieldProps('issueDate')}
            disabled={busy}
            helperText={crew ? undefined : 'The day your certificate is made'}
            slotProps={{
              htmlInput: { min: EARLIEST_ISSUE_DATE, max: today, readOnly: !crew },
              inputLabel: { shrink: true },
            }}
          />
          {refusal && (
            <Alert severity="warning" data-testid="create-refusal">
              <Typography sx={{ mb: 1.5 }}>{refusal}</Typography>
              <CheckoutLink />
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            sx={{ py: 1.4, fontWeight: 800 }}
          >
            {busy ? 'Creating...' : 'Create Certificate'}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
