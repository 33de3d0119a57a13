import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '@/components/feedback/toast-provider';
import { errorMessage } from '@/lib/callable-error';
import { AUDIENCE_LABELS, DEFAULT_AUDIENCE } from '@shared/email/audiences';
import { formatClevelandTime } from '@shared/cleveland-time';
import { useScheduleBroadcast, useScheduledBroadcasts, type ScheduledBroadcast } from '../hooks/use-schedule-broadcast';
import { BroadcastHeading } from './broadcast-heading';

/** The compose screen's list of broadcasts waiting for their time, each cancellable until the tick starts it. */
export function ScheduledBroadcasts() {
  const { loading, rows } = useScheduledBroadcasts();
  if (loading || !rows.length) return null;
  return (
    <Box component="section" aria-labelledby="scheduled-title" sx={{ mt: 4 }}>
      <Typography id="scheduled-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        Scheduled
      </Typography>
      <List aria-labelledby="scheduled-title" disablePadding>
        {rows.map((b) => (
          <ScheduledItem key={b.id} broadcast={b} />
        ))}
      </List>
    </Box>
  );
}

function ScheduledItem({ broadcast: b }: { broadcast: ScheduledBroadcast }) {
  const { cancel } = useScheduleBroadcast();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const cancelIt = async () => {
    setBusy(true);
    try {
      await cancel(b.id);
      toast({ title: 'Canceled', message: `"${b.name}" will not be sent`, severity: 'success' });
    } catch (err) {
      toast({ title: 'Error', message: errorMessage(err), severity: 'error' });
      setBusy(false);
    }
  };
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <BroadcastHeading name={b.name} subject={b.subject} />
          <Typography variant="body2">
            Sends {b.scheduled_at ? formatClevelandTime(b.scheduled_at.toMillis()) : '-'} to{' '}
            {AUDIENCE_LABELS[b.audience ?? DEFAULT_AUDIENCE]}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={cancelIt}
            aria-label={`Cancel schedule of ${b.name}`}
          >
            {busy ? 'Canceling...' : 'Cancel schedule'}
          </Button>
        </Box>
      </Stack>
    </ListItem>
  );
}
