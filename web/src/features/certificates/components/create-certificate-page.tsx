import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth, useFunctions, useSigninCheck } from 'reactfire';
import { PageLoading } from '@/components/feedback/page-loading';
import { useToast } from '@/components/feedback/toast-provider';
import { PageMeta } from '@/components/seo/page-meta';
import { SITE } from '@/config/site';
import {
  CITY_MAX_LENGTH,
  EARLIEST_ISSUE_DATE,
  NAME_MAX_LENGTH,
  validateCertificate,
  type CertificateFormValues,
} from '@shared/certificates/certificate-schema';
import { localIsoDate } from '@shared/certificates/dates';
import { CREATE_TOASTS, createCertificate, createFailureToast, createdToast } from '../api/create-certificate';
import { useSendToSignIn } from '../hooks/use-send-to-sign-in';

export default function CreateCertificatePage() {
  const signin = useSigninCheck();
  const auth = useAuth();
  const functions = useFunctions();
  const toast = useToast();
  const navigate = useNavigate();
  const [today] = useState(() => localIsoDate());
  const signedOut = signin.status === 'success' && !signin.data.signedIn;

  useSendToSignIn(signedOut);

  const form = useFormik<Required<Pick<CertificateFormValues, 'fullName' | 'issueDate'>> & { memberNumber: string; city: string }>({
    initialValues: { fullName: '', memberNumber: '', city: '', issueDate: today },
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values) => {
      try {
        const checked = validateCertificate(values, localIsoDate());
        if (!checked.ok) return toast({ title: 'Validation Error', message: checked.message, severity: 'error' });
        if (!auth.currentUser) return toast(CREATE_TOASTS.signedOut);
        const created = await createCertificate(functions, checked.value);
        toast(createdToast(created.member_number));
        navigate(`/founders/c/${created.id}`);
      } catch (err) {
        // The form keeps what was typed, so a retry costs nothing.
        toast(createFailureToast(err));
      }
    },
  });

  const meta = <PageMeta title="Create Certificate" description={`Generate a Founding Floater certificate for ${SITE.name}`} noindex />;
  if (signin.status === 'loading') {
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
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 5, md: 8 }, bgcolor: '#FFF8E7' }}>
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
          <TextField
            label="Member Number"
            type="number"
            placeholder="Auto-generated if left blank"
            helperText="Leave blank to auto-generate the next available number"
            {...form.getFieldProps('memberNumber')}
            disabled={busy}
            slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' }, inputLabel: { shrink: true } }}
          />
          <TextField
            label="City"
            autoComplete="address-level2"
            {...form.getFieldProps('city')}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: CITY_MAX_LENGTH } }}
          />
          <TextField
            label="Issue Date"
            type="date"
            required
            {...form.getFieldProps('issueDate')}
            disabled={busy}
            slotProps={{ htmlInput: { min: EARLIEST_ISSUE_DATE, max: today }, inputLabel: { shrink: true } }}
          />
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
