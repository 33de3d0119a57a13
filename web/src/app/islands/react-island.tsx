import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { PageDataContext } from '@/lib/page-data';
import { readPageData } from '@/lib/read-page-data';
import type { PageData } from '@shared/certificates/page-data';
import { theme } from '../theme';

function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

/**
 * Hydrates the server's markup inside `element` as a React root of its own,
 * with the app's theme, toasts and the page's data but no router: React and MUI
 * for that subtree, not the whole app. Settles once it is live.
 */
export function hydrateIsland(element: HTMLElement, render: (pageData: PageData) => ReactNode): Promise<void> {
  const pageData = readPageData();
  return new Promise((resolve) => {
    // As in src/main.tsx: a transition, so hydration yields to the browser every few milliseconds.
    startTransition(() => {
      hydrateRoot(
        element,
        <StrictMode>
          <ThemeProvider theme={theme}>
            <PageDataContext value={pageData}>
              <ToastProvider>
                <Live onLive={resolve}>{render(pageData)}</Live>
              </ToastProvider>
            </PageDataContext>
          </ThemeProvider>
        </StrictMode>,
        { onRecoverableError: (error) => console.error('Hydration fell back to a client render', error) },
      );
    });
  });
}
