import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { ToastOptions } from '@/components/feedback/toast-provider';
import ToastView from '@/components/feedback/toast-view';
import { theme } from './theme';

function StandaloneToast({ toast }: { toast: ToastOptions }) {
  const [open, setOpen] = useState(true);
  return (
    <ThemeProvider theme={theme}>
      <ToastView toast={{ ...toast, key: 0 }} open={open} onClose={() => setOpen(false)} />
    </ThemeProvider>
  );
}

/**
 * The app's toast on a page whose app has not started (src/deferred-app.ts): React and the toast's own
 * components, in a root of their own beside the page's, not the router and the forms.
 */
export function showStandaloneToast(toast: ToastOptions): void {
  createRoot(document.body.appendChild(document.createElement('div'))).render(<StandaloneToast toast={toast} />);
}
