import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { readPageData } from '@/lib/read-page-data';
import { App } from './app';
import { routes } from './routes';

/** The SPA, on the page's load (src/main.tsx) or on the visitor's first move (src/deferred-app-page.ts). */
export function startApp(): void {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(routes)} pageData={readPageData()} />
    </StrictMode>
  );

  // As a transition, the first render (or the adoption of server markup) yields to the browser every few
  // milliseconds instead of blocking it in one long task: a tap or a scroll is answered while the app starts.
  startTransition(() => {
    // Prerendered and server-rendered pages arrive painted: the app adopts that markup instead of drawing it again.
    if (container.firstElementChild) {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('Hydration fell back to a client render', error),
      });
    } else {
      createRoot(container).render(app);
    }
  });
}
