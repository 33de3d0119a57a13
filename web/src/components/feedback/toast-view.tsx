import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import { useLayoutEffect } from 'react';
import { closePaintedToast, TOAST_HIDE_MS } from '@/lib/painted-toast';
import type { ToastOptions } from './toast-provider';

interface ToastViewProps {
  toast: ToastOptions & { key: number };
  open: boolean;
  onClose: () => void;
  /** Whether it grows in as it mounts (not when the server paints it for a page to show: islands/until-app-live.ts). */
  appear?: boolean;
}

/** The visible toast, announced to screen readers. Loaded with the first toast, not with the page. */
export default function ToastView({ toast, open, onClose, appear = true }: ToastViewProps) {
  // Before this one is painted: one toast at a time, as with the app's own.
  useLayoutEffect(closePaintedToast, [toast.key]);
  return (
    <Snackbar
      key={toast.key}
      open={open}
      autoHideDuration={TOAST_HIDE_MS}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{ transition: { appear } }}
    >
      <Alert
        role={toast.severity === 'error' ? 'alert' : 'status'}
        severity={toast.severity ?? 'info'}
        variant="filled"
        onClose={onClose}
        sx={{ width: '100%', maxWidth: 480 }}
      >
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.message}
        {toast.link && (
          <Link href={toast.link.href} color="inherit" sx={{ display: 'block', mt: 0.5, fontWeight: 700 }}>
            {toast.link.label}
          </Link>
        )}
      </Alert>
    </Snackbar>
  );
}
