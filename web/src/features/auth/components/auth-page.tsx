import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik, type FormikHelpers } from 'formik';
import { useCallback, useEffectEvent, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PageLoading } from '@/components/feedback/page-loading';
import { useToast } from '@/components/feedback/toast-provider';
import { PageMeta } from '@/components/seo/page-meta';
import { SITE } from '@/config/site';
import { useEarlyInput } from '@/hooks/use-early-input';
import { usePageFlag } from '@/hooks/use-page-flag';
import { useSessionHint } from '@/hooks/use-session-hint';
import { EARLY_ACTION_ATTRIBUTE, EARLY_CLEARS_ATTRIBUTE, LIVE_ATTRIBUTE, emptyWhatItClears } from '@/islands/until-app-live';
import { WITH_SESSION_HINT } from '@shared/html/session-hint';
import { signInPath } from '@shared/paths';
import {
  ADMIN_WELCOME,
  AUTH_TOASTS,
  MIN_PASSWORD_LENGTH,
  credentialsProblem,
  resetFailure,
  resetProblem,
  signInFailure,
  signUpFailure,
} from '../api/auth-messages';
import {
  AUTH_FIELDS,
  AUTH_FORM_ID,
  AUTH_MODE,
  AUTH_MODE_ACTION,
  PASSWORD_RESET_ACTION,
  showPasswordReset,
  toggleAuthMode,
  type AuthMode,
} from '../auth-mode';
import { useAuthClient } from '../hooks/use-auth-client';
import { useRedirectTarget } from '../hooks/use-redirect-target';
import { BRAND } from '@shared/brand';

const COPY: Record<AuthMode, { heading: string; subtitle: string; submit: string; busy: string; toggle: string }> = {
  login: {
    heading: 'Welcome Back',
    subtitle: 'Sign in to create founding member certificates',
    submit: 'Sign In',
    busy: 'Signing in...',
    toggle: "Don't have an account? Sign up",
  },
  signup: {
    heading: 'Create Account',
    subtitle: `Join the ${SITE.name} movement`,
    submit: 'Sign Up',
    busy: 'Creating account...',
    toggle: 'Already have an account? Sign in',
  },
  reset: {
    heading: 'Reset Your Password',
    subtitle: "Enter your account's email and we'll send you a link to choose a new password.",
    submit: 'Send Reset Link',
    busy: 'Sending link...',
    toggle: 'Back to sign in',
  },
};

const EMPTY = { email: '', password: '' };

/**
 * Before the app has taken the prerendered form over (islands/until-app-live.ts) it is plain HTML, which the visitor can
 * already use: a label moves out of the way of the field it names, as MUI's state moves it once the app is live.
 */
const LABELS_BEFORE_THE_APP = {
  [`html:not([${LIVE_ATTRIBUTE}]) & .MuiFormControl-root:is(:focus-within, :has(input:valid), :has(input:user-invalid))`]: {
    '& .MuiInputLabel-root': { maxWidth: 'calc(133% - 32px)', transform: 'translate(14px, -9px) scale(0.75)' },
    '& .MuiOutlinedInput-notchedOutline legend': { maxWidth: '100%' },
  },
};

type Words = Exclude<keyof (typeof COPY)[AuthMode], 'busy'>;

/** Every mode's words, each shown where the page's mode is its own (AUTH_MODE), so a toggle needs no render. */
function ByMode({ words }: { words: Words }): ReactNode {
  return (Object.keys(COPY) as AuthMode[]).map((mode) => (
    <Box key={mode} component="span" sx={{ [`${AUTH_MODE.unless(mode)} &`]: { display: 'none' } }}>
      {COPY[mode][words]}
    </Box>
  ));
}

/**
 * Paints its form without the Auth SDK, which loads once the app is live, when
 * the visitor starts on the form or the browser is idle; a browser that had a session waits for the
 * SDK instead, so a member is sent on without first seeing the form.
 */
export default function AuthPage() {
  const { user, load, preload } = useAuthClient();
  const session = useSessionHint();
  const navigate = useNavigate();
  const toast = useToast();
  const target = useRedirectTarget();
  const mode = usePageFlag(AUTH_MODE);
  const copy = COPY[mode];
  const { key } = useLocation();
  // The page as served keeps a toggle tapped before the app was live; reached from another screen, it opens on sign-in.
  useLayoutEffect(() => {
    if (key !== 'default') AUTH_MODE.write(AUTH_MODE.initial);
  }, [key]);

  // A second submit while one is on its way (a double-click, or two held before the app was live) sends nothing more.
  const sending = useRef(false);
  const form = useFormik({
    initialValues: EMPTY,
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      if (sending.current) return;
      sending.current = true;
      try {
        await submit(values, helpers);
      } finally {
        sending.current = false;
      }
    },
  });

  async function submit(values: typeof EMPTY, helpers: FormikHelpers<typeof EMPTY>) {
    const email = values.email.trim();
    if (AUTH_MODE.read() === 'reset') {
      const problem = resetProblem(values);
      if (problem) return toast(problem);
      try {
        await (await load()).sendPasswordReset(email, signInPath(target));
      } catch (err) {
        const failure = resetFailure(err);
        if (failure) return toast(failure);
      }
      // The address stays in the box: a visitor who sees a typo in it fixes it and sends again.
      return toast(AUTH_TOASTS.resetSent);
    }
    const problem = credentialsProblem(values);
    if (problem) return toast(problem);
    if (AUTH_MODE.read() === 'signup') {
      try {
        await (await load()).signUp(email, values.password);
        toast(AUTH_TOASTS.accountCreated);
        helpers.resetForm({ values: EMPTY });
      } catch (err) {
        const failure = signUpFailure(err);
        toast(failure.toast);
        if (failure.switchToLogin) AUTH_MODE.write('login');
      }
      return;
    }
    try {
      const signedIn = await (await load()).signIn(email, values.password);
      if (signedIn === 'unverified') return toast(AUTH_TOASTS.emailNotConfirmed);
      toast(signedIn === 'admin' ? ADMIN_WELCOME : AUTH_TOASTS.welcomeBack);
      navigate(target, { replace: true });
    } catch (err) {
      toast(signInFailure(err).toast);
    }
  }

  const { setValues } = form;
  const formElement = useRef<HTMLFormElement>(null);
  const adoptTyped = useEarlyInput(
    formElement,
    useCallback((typed) => void setValues((values) => ({ ...values, ...typed })), [setValues]),
  );
  // A toggle's tap empties the boxes itself, before the app is live or after (data-early-clears); the form's state
  // takes the boxes over as the mode changes, before the render that would put the old values back, so what was
  // typed after the tap stays.
  const onModeChange = useEffectEvent(() => adoptTyped());
  useLayoutEffect(() => AUTH_MODE.subscribe(() => onModeChange()), []);

  const meta = (
    <PageMeta
      title={copy.heading}
      description={`Sign in or create an account to make your ${SITE.name} Founding Floater certificate.`}
      noindex
    />
  );
  // An existing, confirmed session goes straight on; a fresh sign-up is signed out above, so it stays here.
  if (user?.emailVerified && !form.isSubmitting) return <Navigate to={target} replace />;
  // A browser that had a session waits for the SDK's answer with the form in its place but hidden, so neither the form nor a jump is seen.
  const checking = session === true && user === undefined;

  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        justifyContent: 'center',
        px: 2,
        py: { xs: 6, md: 10 },
        bgcolor: BRAND.cream,
        minHeight: '70vh',
      }}
    >
      {meta}
      {checking && (
        <Box sx={{ position: 'absolute', inset: 0 }}>
          <PageLoading label="Checking your session..." />
        </Box>
      )}
      <Paper
        elevation={3}
        sx={{
          width: '100%',
          maxWidth: 440,
          p: { xs: 3, sm: 5 },
          borderRadius: 3,
          visibility: checking ? 'hidden' : undefined,
          // Before the app has run, the <head> script's mark stands in for `checking`.
          [`${WITH_SESSION_HINT} &`]: { visibility: 'hidden' },
        }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, color: 'primary.main' }}>
          <ByMode words="heading" />
        </Typography>
        <Typography sx={{ mt: 1, mb: 3, color: 'text.secondary' }}>
          <ByMode words="subtitle" />
        </Typography>
        {/* POST: were the browser ever to submit it itself (no JavaScript), the password would not be in the address. */}
        <Box
          component="form"
          id={AUTH_FORM_ID}
          ref={formElement}
          method="post"
          noValidate
          onSubmit={(event) => {
            adoptTyped();
            form.handleSubmit(event);
          }}
          onFocus={preload}
          sx={{ display: 'grid', gap: 2.5, ...LABELS_BEFORE_THE_APP }}
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            fullWidth
            {...form.getFieldProps('email')}
            disabled={form.isSubmitting}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
            required
            fullWidth
            slotProps={{ htmlInput: { minLength: MIN_PASSWORD_LENGTH } }}
            {...form.getFieldProps('password')}
            disabled={form.isSubmitting}
            sx={{ [`${AUTH_MODE.when('reset')} &`]: { display: 'none' } }}
          />
          {/* Sign-in only; a tap answers before the app is live, as the toggle's does. */}
          <Button
            variant="text"
            size="small"
            onClick={showPasswordReset}
            {...{ [EARLY_ACTION_ATTRIBUTE]: PASSWORD_RESET_ACTION }}
            disabled={form.isSubmitting}
            sx={{
              justifySelf: 'end',
              mt: -1.5,
              minHeight: 44,
              textTransform: 'none',
              fontWeight: 700,
              [`${AUTH_MODE.unless('login')} &`]: { display: 'none' },
            }}
          >
            Forgot password?
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={form.isSubmitting}
            startIcon={form.isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            sx={{ py: 1.4, fontWeight: 800 }}
          >
            {form.isSubmitting ? copy.busy : <ByMode words="submit" />}
          </Button>
        </Box>
        <Button
          variant="text"
          onClick={(event) => {
            emptyWhatItClears(event.currentTarget);
            toggleAuthMode();
          }}
          {...{ [EARLY_ACTION_ATTRIBUTE]: AUTH_MODE_ACTION, [EARLY_CLEARS_ATTRIBUTE]: AUTH_FIELDS }}
          disabled={form.isSubmitting}
          sx={{ mt: 2, textTransform: 'none', fontWeight: 700 }}
        >
          <ByMode words="toggle" />
        </Button>
      </Paper>
    </Box>
  );
}
