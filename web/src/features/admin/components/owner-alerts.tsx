import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AlertDoc } from '@shared/operations/alerts';
import { useMemo, useState } from 'react';
import { useFirestore, useFirestoreCollectionData, useUser } from 'reactfire';
import { useToast } from '@/components/feedback/toast-provider';
import { errorMessage } from '@/lib/callable-error';
import { acknowledgeAlert, openAlertsQuery } from '../api/alerts';

const EMAIL_NOTES: Record<string, string> = {
  sent: 'Emailed to',
  unconfirmed: 'Probably emailed to',
  sending: 'Being emailed to',
  failed: 'Could not be emailed yet to',
};

/** Alerts the functions raised (functions/src/alerts), newest day first, each shown until an admin acknowledges it. */
export function OwnerAlerts() {
  const db = useFirestore();
  const { data: user } = useUser();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const alertsQuery = useMemo(() => openAlertsQuery(db), [db]);
  const { status, data } = useFirestoreCollectionData(alertsQuery, { idField: 'id' });
  if (status !== 'success' || !data.length) return null;
  const alerts = (data as (AlertDoc & { id: string })[]).sort((a, b) => b.day.localeCompare(a.day) || a.kind.localeCompare(b.kind));

  const acknowledge = async (id: string) => {
    if (!user) return;
    setBusy(id);
    try {
      await acknowledgeAlert(db, user.uid, id);
    } catch (err) {
      toast({ title: 'Error', message: errorMessage(err), severity: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack component="section" aria-label="Alerts" spacing={1.5} sx={{ mb: 3 }}>
      {alerts.map((a) => (
        <Alert
          key={a.id}
          severity="error"
          data-testid={`alert-${a.id}`}
          action={
            <Button color="inherit" size="small" variant="outlined" disabled={busy === a.id} onClick={() => acknowledge(a.id)}>
              Acknowledge
            </Button>
          }
        >
          <AlertTitle>{a.title}</AlertTitle>
          {a.detail}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {a.day} ·{' '}
            {a.email_to && EMAIL_NOTES[a.status]
              ? `${EMAIL_NOTES[a.status]} ${a.email_to}.`
              : 'Not emailed: set an alert address under "Alerts and backups".'}
          </Typography>
        </Alert>
      ))}
    </Stack>
  );
}
