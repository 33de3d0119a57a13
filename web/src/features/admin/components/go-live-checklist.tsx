import { CheckCircleIcon } from '@/components/icons/check-circle-icon';
import { RadioButtonUncheckedIcon } from '@/components/icons/radio-button-unchecked-icon';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useNow } from '@/hooks/use-now';
import { useGoLiveState } from '../hooks/use-go-live-state';
import { formatAdminDate } from '@/lib/admin-format';
import { goLiveItems } from '../utils/go-live-items';

/** The dashboard's first panel until the live site lacks nothing; then one line. */
export function GoLiveChecklist() {
  const state = useGoLiveState();
  const now = useNow(60_000);
  if (!state) return null;
  const items = goLiveItems(state, now);
  const left = items.filter((i) => !i.done).length;
  if (left === 0) {
    return (
      <Alert severity="success" sx={{ mb: 3 }}>
        Ready for launch: everything the live site needs is in place.
        {state.lastBackupAt && ` Last successful backup ${formatAdminDate(state.lastBackupAt)}.`}
      </Alert>
    );
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby="go-live-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="go-live-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Before going live: {left} of {items.length} still to do
      </Typography>
      <List dense aria-label="Go-live checklist">
        {items.map((item) => (
          <ListItem key={item.key} data-testid={`go-live-${item.key}`} data-done={item.done} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              {item.done ? (
                <CheckCircleIcon color="success" titleAccess="Done" />
              ) : (
                <RadioButtonUncheckedIcon color="warning" titleAccess="To do" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={item.label}
              secondary={
                <>
                  {item.detail}
                  {!item.done && (
                    <>
                      {' '}
                      {item.fixAt ? (
                        <Link component={RouterLink} to={item.fixAt}>
                          Fix it
                        </Link>
                      ) : (
                        'See docs/going-live.md.'
                      )}
                    </>
                  )}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
