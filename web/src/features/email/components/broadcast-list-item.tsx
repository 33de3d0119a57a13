import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useToast } from '@/components/feedback/toast-provider';
import { errorMessage } from '@/lib/callable-error';
import { BroadcastHeading } from './broadcast-heading';

/** The one thing an item's button undoes (a draft discarded, a schedule canceled), with what the toast says when done. */
export interface BroadcastItemAction {
  label: string;
  busyLabel: string;
  ariaLabel: string;
  run: () => Promise<unknown>;
  done: { title: string; message: string };
  variant?: 'text' | 'outlined';
}

/** A broadcast in a list (a draft, a scheduled send): its name and subject, a line about it, and its buttons. */
export function BroadcastListItem(props: {
  name: string;
  subject: string;
  detail: ReactNode;
  action: BroadcastItemAction;
  /** Buttons before the action, such as "Open". */
  children?: ReactNode;
}) {
  const { name, subject, detail, action, children } = props;
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await action.run();
      toast({ ...action.done, severity: 'success' });
    } catch (err) {
      toast({ title: 'Error', message: errorMessage(err), severity: 'error' });
      setBusy(false);
    }
  };
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <BroadcastHeading name={name} subject={subject} />
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          {children}
          <Button size="small" variant={action.variant ?? 'text'} color="error" disabled={busy} onClick={run} aria-label={action.ariaLabel}>
            {busy ? action.busyLabel : action.label}
          </Button>
        </Stack>
      </Stack>
    </ListItem>
  );
}
