import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { PageData } from '@shared/pages/page-data';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { PageDataContext } from '@/lib/page-data';
import { theme } from '@/lib/theme';

interface AppProps {
  /** The browser's router, or a memory router on the server. */
  router: ReturnType<typeof createBrowserRouter>;
  pageData: PageData;
}

export function App({ router, pageData }: AppProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <PageDataContext value={pageData}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </PageDataContext>
    </ThemeProvider>
  );
}
