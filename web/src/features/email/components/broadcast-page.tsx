import { ScheduleIcon } from '@/components/icons/schedule-icon';
import { SendIcon } from '@/components/icons/send-icon';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { broadcastSchema, testEmailSchema, type BroadcastInput } from '@shared/email/schemas';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFirestore, useUser } from 'reactfire';
import { ValidationError } from 'yup';
import { useToast } from '@/components/feedback/toast-provider';
import { AdminShell } from '@/components/admin/admin-shell';
import { formatAdminDate, formatCount } from '@/lib/admin-format';
import { countAudience, saveDraft, whenSendingStarts } from '../api/broadcasts';
import { errorMessage } from '@/lib/callable-error';
import { useSendBroadcast } from '../hooks/use-send-broadcast';
import { browserTimeZone, useScheduleBroadcast } from '../hooks/use-schedule-broadcast';
import { ScheduledBroadcasts } from './scheduled-broadcasts';
import { EmailContentFields, type EmailContentValues } from './email-content-fields';
import type { EmailBodyHandle } from './email-body-field';
import { EMPTY_EDITOR_DOCUMENT } from '@shared/email/editor-document';
import { EmailEditorLayout } from './email-editor-layout';
import { SHADES } from '@shared/brand';
import {
  AUDIENCE_LABELS,
  AUDIENCES,
  DEFAULT_AUDIENCE,
  confirmSendQuestion,
  recipientsSentence,
  type Audience,
} from '@shared/email/audiences';
import { ADMIN_PATHS } from '@/config/admin-paths';
import { audienceCountLine, scheduleProblem } from '@shared/email/schedule';

export default function BroadcastPage() {
  return (
    <AdminShell title="Compose Broadcast">
      <BroadcastForm />
    </AdminShell>
  );
}

function BroadcastForm() {
  const db = useFirestore();
  const { data: user } = useUser();
  const toast = useToast();
  const navigate = useNavigate();
  const send = useSendBroadcast();
  const { schedule } = useScheduleBroadcast();
  const [busy, setBusy] = useState<'test' | 'send' | 'schedule' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [testEmail, setTestEmail] = useState('');
  const [audience, setAudience] = useState<Audience>(DEFAULT_AUDIENCE);
  // How many the chosen audience holds, counted when the dialog opens: null while counting.
  const [recipients, setRecipients] = useState<number | null>(null);
  // The same count shown under the choice, before any dialog, for the audience it was counted for.
  const [counted, setCounted] = useState<{ audience: Audience; count: number | 'failed' } | null>(null);
  const audienceCount = counted?.audience === audience ? counted.count : null;
  // A datetime-local value ("2026-12-04T09:00"), read in the browser's time zone.
  const [sendAt, setSendAt] = useState('');
  const [sendAtError, setSendAtError] = useState<string | null>(null);
  // Set synchronously, so a double click's second click finds the first under way before React re-renders.
  const scheduling = useRef(false);
  // Pressing a button again with unchanged content reuses the draft, so the
  // function's own checks (already sent, already sending) stop a double send.
  const lastDraft = useRef<{ key: string; id: string } | null>(null);
  const body = useRef<EmailBodyHandle>(null);
  // A new broadcast starts in the editor; each scheduled one leaves a fresh form (and editor) behind.
  const [formKey, setFormKey] = useState(0);
  const formik = useFormik<EmailContentValues>({
    initialValues: { name: '', subject: '', preheader: '', body: '', body_doc: EMPTY_EDITOR_DOCUMENT },
    validationSchema: broadcastSchema,
    onSubmit: () => {},
  });
  const v = formik.values;
  useEffect(() => {
    let current = true;
    countAudience(db, audience).then(
      (count) => current && setCounted({ audience, count }),
      () => current && setCounted({ audience, count: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [db, audience]);
  const incomplete = !v.name.trim() || !v.subject.trim() || !v.body.trim();

  const draftId = async (): Promise<string> => {
    const content: BroadcastInput = await broadcastSchema.validate({ ...v, ...(await body.current?.settled()) }, { stripUnknown: true });
    const key = JSON.stringify(content);
    if (lastDraft.current?.key === key) return lastDraft.current.id;
    if (!user) throw new Error('You must be logged in');
    const id = await saveDraft(db, user.uid, content);
    lastDraft.current = { key, id };
    toast({ title: 'Draft saved', message: 'Broadcast saved as draft', severity: 'success' });
    return id;
  };

  const fail = (err: unknown) =>
    toast({ title: err instanceof ValidationError ? 'Validation Error' : 'Error', message: errorMessage(err), severity: 'error' });

  const sendTest = async () => {
    let address: string;
    try {
      address = await testEmailSchema.validate(testEmail);
    } catch (err) {
      return fail(err);
    }
    setBusy('test');
    try {
      await send(await draftId(), { testEmail: address });
      toast({ title: 'Test sent', message: `Test email sent to ${address}`, severity: 'success' });
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };

  const sendToAll = async () => {
    setConfirming(false);
    setBusy('send');
    let watch: ReturnType<typeof whenSendingStarts> | undefined;
    try {
      const id = await draftId();
      watch = whenSendingStarts(db, id);
      const finished = send(id, { audience }).then(
        ({ sent }) => {
          toast({ title: 'Broadcast sent', message: `Broadcast sent to ${formatCount(sent)} subscribers`, severity: 'success' });
          return true;
        },
        (err) => {
          fail(err);
          return false;
        },
      );
      // Off to the dashboard (which shows progress) once the send is under way; an early refusal keeps the form.
      const underWay = await Promise.race([watch.promise.then(() => true), finished]);
      if (underWay) navigate(ADMIN_PATHS.email);
      else setBusy(null);
    } catch (err) {
      fail(err);
      setBusy(null);
    } finally {
      watch?.cancel();
    }
  };

  const scheduleIt = async () => {
    if (scheduling.current) return;
    const at = sendAt ? new Date(sendAt).getTime() : null;
    const problem = scheduleProblem(at, Date.now());
    setSendAtError(problem);
    if (problem || at === null) return;
    scheduling.current = true;
    setBusy('schedule');
    try {
      await schedule(await draftId(), audience, at);
      toast({
        title: 'Scheduled',
        message: `Broadcast scheduled for ${formatAdminDate(new Date(at))} (${browserTimeZone()})`,
        severity: 'success',
      });
      // Done with this one: the form is free for the next broadcast, the list below shows this one.
      formik.resetForm();
      setFormKey((k) => k + 1);
      setSendAt('');
      lastDraft.current = null;
    } catch (err) {
      // The form keeps what was typed; trying again reuses the saved draft.
      fail(err);
    } finally {
      scheduling.current = false;
      setBusy(null);
    }
  };

  const askToSend = () => {
    setRecipients(null);
    setConfirming(true);
    countAudience(db, audience).then(setRecipients, (err: unknown) => {
      setConfirming(false);
      fail(err);
    });
  };

  return (
    <EmailEditorLayout preview={v}>
      <form noValidate onSubmit={(e) => e.preventDefault()}>
        <EmailContentFields key={formKey} formik={formik} nameLabel="Campaign Name (Internal)" bodyRef={body} />
        <Card variant="outlined" sx={{ mt: 3, bgcolor: SHADES.snow }}>
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              Test Send
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                id="test-email"
                label="Test email address"
                type="email"
                size="small"
                value={testEmail}
                onChange={(e) => setTestEmail(e.target.value)}
                sx={{ flex: 1, bgcolor: 'background.paper' }}
              />
              <Button variant="outlined" disabled={busy !== null || incomplete} onClick={sendTest}>
                {busy === 'test' ? 'Sending test...' : 'Send Test'}
              </Button>
            </Stack>
          </CardContent>
        </Card>
        <TextField
          id="broadcast-audience"
          select
          label="Send to"
          value={audience}
          onChange={(e) => setAudience(e.target.value as Audience)}
          disabled={busy !== null}
          helperText={
            audienceCount === null ? 'Counting...' : audienceCount === 'failed' ? 'Could not count them' : audienceCountLine(audienceCount)
          }
          slotProps={{ formHelperText: { role: 'status' } }}
          sx={{ mt: 3, minWidth: 280 }}
        >
          {AUDIENCES.map((a) => (
            <MenuItem key={a} value={a}>
              {AUDIENCE_LABELS[a]}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 3, alignItems: { sm: 'flex-start' } }}>
          <TextField
            id="broadcast-send-at"
            type="datetime-local"
            label="Send later"
            size="small"
            value={sendAt}
            onChange={(e) => {
              setSendAt(e.target.value);
              setSendAtError(null);
            }}
            disabled={busy !== null}
            error={sendAtError !== null}
            helperText={sendAtError ?? `Time zone: ${browserTimeZone()}`}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
          <Button variant="outlined" startIcon={<ScheduleIcon />} disabled={busy !== null || incomplete} onClick={scheduleIt}>
            {busy === 'schedule' ? 'Scheduling...' : 'Schedule'}
          </Button>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(ADMIN_PATHS.email)} disabled={busy !== null}>
            Cancel
          </Button>
          <Button variant="contained" startIcon={<SendIcon />} disabled={busy !== null || incomplete} onClick={askToSend}>
            {busy === 'send' ? 'Sending...' : audience === 'all' ? 'Send to All Subscribers' : `Send to ${AUDIENCE_LABELS[audience]}`}
          </Button>
        </Stack>
      </form>
      <ScheduledBroadcasts />
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="confirm-send-title">
        <DialogTitle id="confirm-send-title">Send this broadcast?</DialogTitle>
        <DialogContent>
          <DialogContentText>{confirmSendQuestion(audience)}</DialogContentText>
          <DialogContentText sx={{ mt: 1, fontWeight: 700 }} role="status">
            {recipients === null ? 'Counting recipients...' : recipientsSentence(recipients)}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button variant="contained" onClick={sendToAll} disabled={recipients === null} autoFocus>
            Send
          </Button>
        </DialogActions>
      </Dialog>
    </EmailEditorLayout>
  );
}
