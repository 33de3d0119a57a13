import { CloseIcon } from '@/components/icons/close-icon';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useState } from 'react';
import { useFirestore } from 'reactfire';
import { EmailAddress } from '@/components/admin/email-address';
import { formatAdminDate } from '@/lib/admin-format';
import { loadSubscriberHistory, NOT_TRACKED, type SubscriberHistory } from '../api/subscriber-history';
import { StatusBadge } from './status-badge';

type Loaded = { id: string; history: SubscriberHistory | null; failed: boolean };

/** One subscriber's history over the list: full screen on a phone; Escape or the close button return to the list. */
export function SubscriberHistoryDialog({ subscriberId, onClose }: { subscriberId: string | null; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const db = useFirestore();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!subscriberId) return;
    let current = true;
    loadSubscriberHistory(db, subscriberId).then(
      (history) => current && setLoaded({ id: subscriberId, history, failed: false }),
      (err: unknown) => {
        console.error('Loading a subscriber history failed', err);
        if (current) setLoaded({ id: subscriberId, history: null, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [db, subscriberId]);

  // While the dialog fades out (no id any more) it keeps what it showed.
  const shown = loaded && (!subscriberId || loaded.id === subscriberId) ? loaded : null;
  const history = shown?.history;
  return (
    <Dialog open={!!subscriberId} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Subscriber history
      </DialogTitle>
      <IconButton aria-label="Close history" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {!shown ? (
          <Typography role="status">Loading history...</Typography>
        ) : !history ? (
          <Typography role="status">
            {shown.failed ? 'The history could not be loaded. Try again later.' : 'No such subscriber.'}
          </Typography>
        ) : (
          <>
            <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700 }}>
                <EmailAddress email={history.email} />
              </Typography>
              {history.first_name && <Typography color="text.secondary">{history.first_name}</Typography>}
              <StatusBadge kind="subscriber" value={history.status} />
            </Stack>
            <Box component="ol" aria-label="History, oldest first" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {history.entries.map((e, i) => (
                <Box component="li" key={i} sx={{ py: 1.25, borderTop: i ? 1 : 0, borderColor: 'divider', overflowWrap: 'break-word' }}>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {e.at ? formatAdminDate(e.at) : 'Date not recorded'}
                  </Typography>
                  <Typography sx={{ fontWeight: 600 }}>{e.title}</Typography>
                  {e.detail && (
                    <Typography variant="body2" color="text.secondary">
                      {e.detail}
                    </Typography>
                  )}
                  {e.link && (
                    <Link href={e.link.href} variant="body2">
                      {e.link.label}
                    </Link>
                  )}
                </Box>
              ))}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {NOT_TRACKED}
            </Typography>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
