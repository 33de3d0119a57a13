import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction, type Location } from 'react-router-dom';

const elsewhere = (from: Location, to: Location) => from.pathname !== to.pathname || from.search !== to.search;

/** Leaving, not the screen rewriting its own address in place (a saved draft's id put in it). */
const leaves: (changed: boolean) => BlockerFunction =
  (changed) =>
  ({ currentLocation, nextLocation, historyAction }) =>
    changed &&
    elsewhere(currentLocation, nextLocation) &&
    !(historyAction === 'REPLACE' && currentLocation.pathname === nextLocation.pathname);

/**
 * Asks before a changed form is left: a dialog inside the app, the browser's question on reload or close while
 * unsaved. `beforeLeave` runs on "Leave" (a draft's last save); if it fails the dialog stays. `leaveFreely` lets the
 * screen's next navigation through (after a send).
 */
export function useLeaveGuard({
  changed,
  unsaved,
  message,
  beforeLeave,
}: {
  changed: boolean;
  unsaved: boolean;
  message: ReactNode;
  beforeLeave?: () => Promise<void>;
}): { dialog: ReactNode; leaveFreely: () => void } {
  const free = useRef(false);
  const titleId = useId();
  const [failed, setFailed] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const blocker = useBlocker(useCallback<BlockerFunction>((args) => !free.current && leaves(changed)(args), [changed]));

  useEffect(() => {
    if (!unsaved) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers ask only when a message is set; every browser shows its own words.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const stay = () => {
    setFailed(false);
    blocker.reset?.();
  };
  const leave = async () => {
    if (!failed && beforeLeave) {
      setLeaving(true);
      try {
        await beforeLeave();
      } catch {
        setFailed(true);
        return;
      } finally {
        setLeaving(false);
      }
    }
    blocker.proceed?.();
  };

  const dialog = (
    <Dialog open={blocker.state === 'blocked'} onClose={stay} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Leave this page?</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={stay} autoFocus>
          Stay
        </Button>
        <Button variant="contained" onClick={() => void leave()} disabled={leaving}>
          {leaving ? 'Saving...' : failed ? 'Leave anyway' : 'Leave'}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return {
    dialog,
    leaveFreely: useCallback(() => {
      free.current = true;
    }, []),
  };
}
