import { ScheduleIcon } from '@/components/icons/schedule-icon';
import { SendIcon } from '@/components/icons/send-icon';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { broadcastSchema, testEmailSchema } from '@shared/email/schemas';
import { useFormik } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useFirestore, useUser } from 'reactfire';
import { ValidationError } from 'yup';
import { useToast } from '@/components/feedback/toast-provider';
import { AdminShell } from '@/components/admin/admin-shell';
import { formatCount } from '@/lib/admin-format';
import { countAudience, loadDraft, whenSendingStarts, type DraftContent, type StoredDraft } from '../api/broadcasts';
import { errorMessage } from '@/lib/callable-error';
import { useSendBroadcast } from '../hooks/use-send-broadcast';
import { useScheduleBroadcast } from '../hooks/use-schedule-broadcast';
import { draftKey, useDraftAutosave, type SaveState } from '../hooks/use-draft-autosave';
import { ScheduledBroadcasts } from './scheduled-broadcasts';
import { EmailContentFields, type EmailContentValues } from './email-content-fields';
import type { EmailBodyHandle } from './email-body-field';
import { EMPTY_EDITOR_DOCUMENT } from '@shared/email/editor-document';
import { EmailEditorLayout } from './email-editor-layout';
import { TestSendCard } from './test-send-card';
import {
  AUDIENCE_LABELS,
  AUDIENCES,
  DEFAULT_AUDIENCE,
  confirmSendQuestion,
  recipientsSentence,
  type Audience,
} from '@shared/email/audiences';
import { ADMIN_PATHS, DRAFT_PARAM, draftPath } from '@/config/admin-paths';
import { PageLoading } from '@/components/feedback/page-loading';
import { useNow } from '@/hooks/use-now';
import { useLeaveGuard } from '@/components/forms/leave-guard';
import { clevelandInputToInstant, clevelandZoneLabel, formatClevelandTime } from '@shared/cleveland-time';
import { audienceCountLine, scheduleProblem } from '@shared/email/schedule';

export default function BroadcastPage() {
  return (
    <AdminShell title="Compose Broadcast">
      <DraftOpener />
    </AdminShell>
  );
}

const EMPTY: DraftContent = { name: '', subject: '', preheader: '', body: '', body_doc: EMPTY_EDITOR_DOCUMENT };

type Opened = { draftId: string | null; values: DraftContent } | { problem: string } | null;

/** This page load's mark on the compose screen's own changes of address; a reload gets a new one. */
const PAGE_LOAD = Math.random().toString(36).slice(2);

interface OwnAddress {
  /** The form that changed the address, by the location it started at. */
  session: string;
  pageLoad: string;
}

/**
 * A new broadcast, or the draft `?draft=<id>` names. The form writes its own draft's id into the address, marked so it
 * stays (a reload reopens it); any other change of address starts the form afresh.
 */
function DraftOpener() {
  const db = useFirestore();
  const { data: user } = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = new URLSearchParams(location.search).get(DRAFT_PARAM);
  const own = location.state as OwnAddress | null;
  const ours = own?.pageLoad === PAGE_LOAD;
  const session = ours ? own.session : location.key;
  const toOpen = ours ? null : wanted;
  const [opened, setOpened] = useState<{ session: string; draft: Opened }>({ session: '', draft: null });
  const uid = user?.uid;

  useEffect(() => {
    if (toOpen === null) return;
    let current = true;
    loadDraft(db, toOpen).then(
      (draft) => current && setOpened({ session, draft: openDraft(draft, uid, toOpen) }),
      (err: unknown) => current && setOpened({ session, draft: { problem: `This draft could not be opened: ${errorMessage(err)}` } }),
    );
    return () => {
      current = false;
    };
  }, [db, session, toOpen, uid]);

  const onCreated = useCallback(
    (id: string) => navigate(draftPath(id), { replace: true, state: { session, pageLoad: PAGE_LOAD } satisfies OwnAddress }),
    [navigate, session],
  );
  const startAfresh = useCallback(() => navigate(ADMIN_PATHS.broadcast, { replace: true }), [navigate]);

  const draft: Opened = toOpen === null ? { draftId: null, values: EMPTY } : opened.session === session ? opened.draft : null;
  if (draft === null) return <PageLoading label="Opening the draft..." />;
  if ('problem' in draft)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography role="alert">{draft.problem}</Typography>
        <Button component={RouterLink} to={ADMIN_PATHS.broadcast} variant="outlined">
          Write a new broadcast
        </Button>
      </Stack>
    );
  return <BroadcastForm key={session} draftId={draft.draftId} initial={draft.values} onCreated={onCreated} onDone={startAfresh} />;
}

/** A draft opens as itself; another admin's opens as a copy of it (theirs stays theirs); a sent one not at all. */
function openDraft(draft: StoredDraft | null, uid: string | undefined, id: string): Opened {
  if (!draft) return { problem: 'This draft was not found: it may have been discarded.' };
  if (draft.status !== 'draft') return { problem: `This broadcast is no longer a draft (it is ${draft.status}).` };
  const { status: _status, created_by, ...values } = draft;
  return { draftId: created_by === uid ? id : null, values };
}

const SAVE_LINES: Record<Exclude<SaveState, 'failed'>, string> = {
  unchanged: 'Drafts save as you type.',
  pending: 'Unsaved changes...',
  saving: 'Saving draft...',
  saved: 'Draft saved. Open it again from the Email Dashboard.',
};

function BroadcastForm({
  draftId,
  initial,
  onCreated,
  onDone,
}: {
  draftId: string | null;
  initial: DraftContent;
  onCreated: (id: string) => void;
  onDone: () => void;
}) {
  const db = useFirestore();
  const { data: user } = useUser();
  const toast = useToast();
  const navigate = useNavigate();
  const send = useSendBroadcast();
  const { schedule } = useScheduleBroadcast();
  const [busy, setBusy] = useState<'test' | 'send' | 'schedule' | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A test goes to the admin's own inbox unless they type another address.
  const [testEmail, setTestEmail] = useState(user?.email ?? '');
  const [audience, setAudience] = useState<Audience>(DEFAULT_AUDIENCE);
  // How many the chosen audience holds, counted when the dialog opens: null while counting.
  const [recipients, setRecipients] = useState<number | null>(null);
  // The same count shown under the choice, before any dialog, for the audience it was counted for.
  const [counted, setCounted] = useState<{ audience: Audience; count: number | 'failed' } | null>(null);
  const audienceCount = counted?.audience === audience ? counted.count : null;
  // A datetime-local value ("2026-12-04T09:00"), read as Cleveland time whatever the computer's zone.
  const [sendAt, setSendAt] = useState('');
  const [sendAtError, setSendAtError] = useState<string | null>(null);
  // Names the zone in force now (EST or EDT) until a time is chosen.
  const now = useNow(60_000);
  // Set synchronously, so a double click's second click finds the first under way before React re-renders.
  const scheduling = useRef(false);
  const body = useRef<EmailBodyHandle>(null);
  const formik = useFormik<EmailContentValues>({
    initialValues: initial,
    validationSchema: broadcastSchema,
    onSubmit: () => {},
  });
  const values = useRef(formik.values);
  useEffect(() => {
    values.current = formik.values;
  });
  const content = useCallback(async (): Promise<DraftContent> => {
    const { name, subject, preheader } = values.current;
    return { name, subject, preheader, ...(await body.current!.settled()) };
  }, []);
  // The form as it opened, once the editor has rendered it: a change from it is what autosave saves and leaving asks about.
  const [baseline, setBaseline] = useState<string | null>(null);
  useEffect(() => {
    void body.current?.settled().then((b) => setBaseline(draftKey({ ...initial, ...b })));
  }, [initial]);
  const key = draftKey(formik.values);
  const changed = baseline !== null && key !== baseline;
  const draft = useDraftAutosave({ draftId, key, baseline, content, onCreated });
  const unsaved = draft.state === 'pending' || draft.state === 'saving' || draft.state === 'failed';
  const leave = useLeaveGuard({
    changed,
    unsaved,
    message: unsaved
      ? draft.state === 'failed'
        ? 'The last changes to this email could not be saved, and will be lost.'
        : 'The last changes are saved as a draft first; open it again from the Email Dashboard.'
      : 'This email is saved as a draft: open it again from the Email Dashboard.',
    beforeLeave: async () => {
      await draft.save();
    },
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

  /** The draft saved as it is now, checked whole first: sending and scheduling need every required field. */
  const savedDraft = async (): Promise<string> => {
    await broadcastSchema.validate(await content());
    return draft.save();
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
      await send(await savedDraft(), { testEmail: address });
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
      const id = await savedDraft();
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
      if (underWay) {
        leave.leaveFreely();
        navigate(ADMIN_PATHS.email);
      } else setBusy(null);
    } catch (err) {
      fail(err);
      setBusy(null);
    } finally {
      watch?.cancel();
    }
  };

  const scheduleIt = async () => {
    if (scheduling.current) return;
    const at = sendAt ? clevelandInputToInstant(sendAt) : null;
    const problem = scheduleProblem(at, Date.now());
    setSendAtError(problem);
    if (problem || at === null) return;
    scheduling.current = true;
    setBusy('schedule');
    try {
      await schedule(await savedDraft(), audience, at);
      toast({ title: 'Scheduled', message: `Broadcast scheduled for ${formatClevelandTime(at)}`, severity: 'success' });
      // Done with this one: the form is free for the next broadcast, the list below shows this one.
      leave.leaveFreely();
      onDone();
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
        <DraftStatus state={draft.state} error={draft.error} retry={() => void draft.save().catch(() => {})} />
        <EmailContentFields formik={formik} nameLabel="Campaign Name (Internal)" bodyRef={body} />
        <TestSendCard
          address={testEmail}
          onAddress={setTestEmail}
          sending={busy === 'test'}
          disabled={busy !== null || incomplete}
          onSend={sendTest}
        />
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
            label="Send later (Cleveland time)"
            size="small"
            value={sendAt}
            onChange={(e) => {
              setSendAt(e.target.value);
              setSendAtError(null);
            }}
            disabled={busy !== null}
            error={sendAtError !== null}
            helperText={sendAtError ?? `${clevelandZoneLabel(clevelandInputToInstant(sendAt) ?? now.getTime())}, wherever you are`}
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
      {leave.dialog}
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

/** Where the draft stands, read out as it changes; a failed save says so and keeps everything typed. */
function DraftStatus({ state, error, retry }: { state: SaveState; error: unknown; retry: () => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 32, mb: 1.5 }}>
      <Typography role="status" variant="body2" color={state === 'failed' ? 'error' : 'text.secondary'} sx={{ flex: 1 }}>
        {state === 'failed'
          ? `The draft could not be saved (${errorMessage(error)}). What you typed is still here; it is saved again as you type.`
          : SAVE_LINES[state]}
      </Typography>
      {state === 'failed' && (
        <Button size="small" onClick={retry}>
          Try again
        </Button>
      )}
    </Stack>
  );
}
