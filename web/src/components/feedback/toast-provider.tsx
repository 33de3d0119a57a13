import type { AlertColor } from '@mui/material/Alert';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface ToastOptions {
  title: string;
  message?: string;
  severity?: AlertColor;
  /** A way on from the message; a plain link, as toasts also show on pages without the router. */
  link?: { label: string; href: string };
}

type ShowToast = (options: ToastOptions) => void;

const ToastContext = createContext<ShowToast>(() => {});

// Snackbar and Alert stay out of the first download; most visits never show a toast.
const ToastView = lazy(() => import('./toast-view'));

/** The spec's toasts: a title and a message, announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(ToastOptions & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback<ShowToast>((options) => {
    setToast({ ...options, key: Date.now() });
    setOpen(true);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastView toast={toast} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
