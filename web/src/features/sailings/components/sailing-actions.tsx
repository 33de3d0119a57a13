import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { doc, type Timestamp } from 'firebase/firestore';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useFirestore, useFirestoreDocData, useFunctions } from 'reactfire';
import { object, string } from 'yup';
import { useToast } from '@/components/feedback/toast-provider';
import { errorMessage } from '@/lib/callable-error';
import { formatClevelandTime } from '@shared/cleveland-time';
import { COLLECTIONS } from '@shared/collections';
import { INTERRUPTION_REASON_MAX, interruptionReasonSchema } from '@shared/contracts/interrupt-sailing';
import { countOf } from '@shared/format-count';
import { PHASE_LABELS } from '@shared/sailings/sailing';
import { SAILING_BROADCAST_LABELS, type InterruptionChange } from '@shared/sailings/sailing-emails';
import type { SailingRecord } from '@shared/sailings/sailing-record';
import { interruptSailing, prepareSailingEmails } from '../api/sailings';

const WHAT_HOLDERS_HEAR: Record<InterruptionChange, string> = {
  canceled: 'with your reason and word that their tickets are refunded in full, and then each sale is refunded through Gumroad',
  postponed: 'with your reason and word that their tickets stay good for the new date, which you will email them, or a refund if they ask',
  rescheduled: 'with the new date and word that their tickets stay good',
};

const VERBS: Record<InterruptionChange, string> = { canceled: 'Cancel', postponed: 'Postpone', rescheduled: 'Reschedule' };

/**
 * The sailing's emails and its end: "Prepare the sailing's emails" schedules the founders' and the newsletter's
 * broadcasts (once per sailing), and Cancel or Postpone asks for a reason and emails every ticket holder once. A
 * postponed sailing comes back with "Reschedule", once its new dates are saved in the form above.
 */
export function SailingActions({ slug }: { slug: string }) {
  const db = useFirestore();
  const { status, data } = useFirestoreDocData(doc(db, COLLECTIONS.sailings, slug));
  const sailing = data as (Pick<SailingRecord, 'title' | 'published' | 'interruption'> & { boards_at: Timestamp }) | undefined;
  const [asking, setAsking] = useState<InterruptionChange | null>(null);
  if (status !== 'success' || !sailing) return null;
  const { interruption } = sailing;
  return (
    <Card variant="outlined" sx={{ maxWidth: 900, mt: 4 }}>
      <CardContent>
        <Stack spacing={3}>
          <section aria-labelledby="sailing-emails-title">
            <Typography id="sailing-emails-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              The sailing&apos;s emails
            </Typography>
            <Typography sx={{ mb: 1.5 }}>
              Founders hear first: an announcement in 30 minutes, when their presale opens, and a last call a day before the public sale;
              Launch news readers when the public sale opens. Each is listed under Scheduled in Email, where you can cancel it. Ticket
              holders get reminders two days before and on the morning of the sailing by themselves.
            </Typography>
            <PrepareEmailsButton slug={slug} disabled={!sailing.published || Boolean(interruption)} />
          </section>
          <section aria-labelledby="sailing-interruption-title">
            <Typography id="sailing-interruption-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              Cancel or postpone
            </Typography>
            {interruption && (
              <Alert severity="warning" sx={{ mb: 1.5 }}>
                {PHASE_LABELS[interruption.kind]}: {interruption.reason}
              </Alert>
            )}
            {interruption?.kind !== 'canceled' && (
              <Stack direction="row" spacing={2}>
                {!interruption && (
                  <Button variant="outlined" onClick={() => setAsking('postponed')}>
                    Postpone sailing
                  </Button>
                )}
                {interruption?.kind === 'postponed' && (
                  <Button variant="outlined" onClick={() => setAsking('rescheduled')}>
                    Reschedule
                  </Button>
                )}
                <Button variant="outlined" color="error" onClick={() => setAsking('canceled')}>
                  Cancel sailing
                </Button>
              </Stack>
            )}
          </section>
        </Stack>
      </CardContent>
      {asking && (
        <InterruptDialog
          slug={slug}
          title={sailing.title}
          boardsAt={sailing.boards_at.toMillis()}
          kind={asking}
          onClose={() => setAsking(null)}
        />
      )}
    </Card>
  );
}

function PrepareEmailsButton({ slug, disabled }: { slug: string; disabled: boolean }) {
  const functions = useFunctions();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const prepare = async () => {
    setBusy(true);
    try {
      const { created, existing } = await prepareSailingEmails(functions, slug);
      const names = (kinds: typeof created) => kinds.map((k) => SAILING_BROADCAST_LABELS[k]).join(', ');
      toast({
        title: created.length ? `${countOf(created.length, 'email')} scheduled` : 'Nothing new to schedule',
        message: [created.length ? `Scheduled: ${names(created)}.` : '', existing.length ? `Already prepared: ${names(existing)}.` : '']
          .filter(Boolean)
          .join(' '),
        severity: 'success',
      });
    } catch (err) {
      toast({ title: 'Not prepared', message: errorMessage(err), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="contained" onClick={prepare} disabled={disabled || busy}>
      {busy ? 'Preparing…' : "Prepare the sailing's emails"}
    </Button>
  );
}

interface DialogProps {
  slug: string;
  title: string;
  boardsAt: number;
  kind: InterruptionChange;
  onClose: () => void;
}

function InterruptDialog({ slug, title, boardsAt, kind, onClose }: DialogProps) {
  const functions = useFunctions();
  const toast = useToast();
  const verb = VERBS[kind];
  const formik = useFormik({
    initialValues: { reason: '' },
    validationSchema: object({ reason: kind === 'rescheduled' ? string() : interruptionReasonSchema }),
    onSubmit: async ({ reason }) => {
      try {
        const { emailed, holders, refunded } = await interruptSailing(functions, { slug, kind, reason: reason.trim() });
        const refunds = kind === 'canceled' ? ` ${countOf(refunded, 'sale')} refunded on Gumroad.` : '';
        toast({
          title: kind === 'rescheduled' ? 'Back on' : PHASE_LABELS[kind],
          message: `${title} is ${kind === 'rescheduled' ? 'back on' : kind}. ${countOf(emailed, 'ticket holder')} emailed now (${countOf(holders, 'sale')} in all).${refunds}`,
          severity: 'success',
        });
        onClose();
      } catch (err) {
        toast({ title: `Not ${kind}`, message: errorMessage(err), severity: 'error' });
      }
    },
  });
  const error = formik.touched.reason || formik.submitCount > 0 ? formik.errors.reason : undefined;
  return (
    <Dialog open onClose={formik.isSubmitting ? undefined : onClose} aria-labelledby="interrupt-title" fullWidth>
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="interrupt-title">
          {verb} {title}?
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Every ticket holder is emailed now, {WHAT_HOLDERS_HEAR[kind]}.{' '}
            {kind === 'rescheduled'
              ? `It boards ${formatClevelandTime(boardsAt)}: save the new dates in the form above first. Its page and sale follow those dates again.`
              : `The sailing's page and its tickets say it is ${kind}, and its sale stops. ${kind === 'canceled' ? 'This cannot be undone.' : 'You can still cancel or reschedule it later.'}`}
          </DialogContentText>
          {kind !== 'rescheduled' && (
            <TextField
              id="interrupt-reason"
              name="reason"
              label="Reason"
              value={formik.values.reason}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              disabled={formik.isSubmitting}
              error={Boolean(error)}
              helperText={error ?? 'Holders read it in the email and on their tickets'}
              multiline
              minRows={3}
              fullWidth
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: INTERRUPTION_REASON_MAX } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formik.isSubmitting}>
            Keep the sailing
          </Button>
          <Button type="submit" variant="contained" color={kind === 'canceled' ? 'error' : 'primary'} disabled={formik.isSubmitting}>
            {formik.isSubmitting
              ? 'Emailing holders…'
              : kind === 'canceled'
                ? 'Cancel, email and refund holders'
                : `${verb} and email holders`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
