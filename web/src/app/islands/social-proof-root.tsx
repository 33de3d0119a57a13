import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import SocialProofToast from '@/features/social-proof/components/social-proof-toast';
import { theme } from '../theme';

/** The home page's social-proof toast on the page of islands: React for this one subtree. */
export function mountSocialProof(element: HTMLElement): () => void {
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <SocialProofToast />
      </ThemeProvider>
    </StrictMode>,
  );
  return () => root.unmount();
}
