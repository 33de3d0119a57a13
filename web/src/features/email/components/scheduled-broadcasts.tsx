import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { AUDIENCE_LABELS, DEFAULT_AUDIENCE } from '@shared/email/audiences';
import { formatClevelandTime } from '@shared/cleveland-time';
import { useScheduleBroadcast, useScheduledBroadcasts, type ScheduledBroadcast } from '../hooks/use-schedule-broadcast';
import { BroadcastListItem } from './broadcast-list-item';

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
  return (
    <BroadcastListItem
      name={b.name}
      subject={b.subject}
      detail={`Sends ${b.scheduled_at ? formatClevelandTime(b.scheduled_at.toMillis()) : '-'} to ${AUDIENCE_LABELS[b.audience ?? DEFAULT_AUDIENCE]}`}
      action={{
        label: 'Cancel schedule',
        busyLabel: 'Canceling...',
        ariaLabel: `Cancel schedule of ${b.name}`,
        run: () => cancel(b.id),
        done: { title: 'Canceled', message: `"${b.name}" will not be sent` },
        variant: 'outlined',
      }}
    />
  );
}
